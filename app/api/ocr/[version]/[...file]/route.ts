import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { OCR_ASSETS_VERSION, OCR_CORES } from "@/lib/pdf/ocr/assets";
import { isOcrLanguage } from "@/lib/pdf/ocr/languages";

// The OCR engine's files, from the npm packages that ship them, so the tool works offline, under our policy
// and with nothing fetched from a CDN. A fixed list: nothing a visitor types becomes a path.
const modules = path.join(process.cwd(), "node_modules");

function fileFor(name: string): { file: string; type: string } | null {
  if (name === "worker.min.js") {
    return { file: path.join(modules, "tesseract.js/dist/worker.min.js"), type: "text/javascript" };
  }
  if ((OCR_CORES as readonly string[]).includes(name)) {
    return { file: path.join(modules, "tesseract.js-core", name), type: "text/javascript" };
  }
  const language = /^lang\/([a-z]{3})\.traineddata\.gz$/.exec(name)?.[1];
  if (language && isOcrLanguage(language)) {
    const file = path.join(
      modules,
      "@tesseract.js-data",
      language,
      "4.0.0_best_int",
      `${language}.traineddata.gz`,
    );
    // Gzipped data that tesseract.js unpacks itself: not a Content-Encoding the browser would undo.
    return { file, type: "application/octet-stream" };
  }
  return null;
}

// The worker runs under the policy of its own script: it loads the core from here, compiles it, and
// fetches the language data from here; nothing else.
const WORKER_POLICY =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Security-Policy": WORKER_POLICY } });

export async function GET(_request: Request, { params }: RouteContext<"/api/ocr/[version]/[...file]">) {
  const { version, file } = await params;
  const asset = version === OCR_ASSETS_VERSION ? fileFor(file.join("/")) : null;
  if (!asset) return notFound();
  const { size } = await stat(asset.file);
  return new Response(Readable.toWeb(createReadStream(asset.file)) as ReadableStream, {
    headers: {
      "Content-Type": asset.type,
      "Content-Length": String(size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": WORKER_POLICY,
    },
  });
}

export { GET as HEAD };
