import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { addressesAfterPaint } from "@/lib/cache/after-paint";
import { buildFloor, floorDir } from "./floor";

// `npm run bench -- first-load`: the JavaScript a page loads before the visitor does anything, gzipped,
// against the floor (a bare Next.js app of our versions, bench/floor.ts, built here in the same run): the
// scripts its HTML loads or preloads (modern browsers skip the noModule polyfills; a tool page preloads its
// screen, components/tools/screens.tsx), and for a PDF tool the chunk holding its screen (loaded by
// React.lazy right after hydration, components/tools/pdf/browser-only.tsx). Workers, pdf.js, a text tool's
// input check and the like load when they are used. Issue 20's budgets: content pages floor + 12 KB, tool
// pages floor + 30 KB. Pages come from a running production server (npm start, or BENCH_URL) of the build
// in .next.

const CONTENT = ["/", "/about", "/blog", "/ebooks", "/tools"];
/**
 * Tool pages, with the text that marks a PDF tool's lazily loaded screen chunk: a string literal only that
 * screen's source holds (not the catalog, the worker, shared components or libraries), so that every chunk
 * holding it is the screen's. Screens that share a module (extract/delete, to JPG/PNG, protect/unlock) share
 * a chunk.
 */
const TOOLS: Record<string, string | null> = {
  "/tool/ai-humanizer": null,
  "/tool/ai-hashtag-generator": null,
  "/tool/schema-markup-generator": null,
  "/tool/e-e-a-t-score": null,
  "/tool/compress-pdf": "Convert images to grayscale",
  "/tool/merge-pdf": "Add a bookmark for each file",
  "/tool/split-pdf": "Put all ranges in one PDF",
  "/tool/jpg-to-pdf": "One PDF per image",
  "/tool/organize-pdf": "Undo all changes",
  "/tool/rotate-pdf": "Pages to rotate",
  "/tool/extract-pages": "extracted.zip",
  "/tool/delete-pages": "Pages to delete",
  "/tool/pdf-to-jpg": "Pages to convert",
  "/tool/pdf-to-png": "Pages to convert",
  "/tool/add-page-numbers": "First number",
  "/tool/watermark-pdf": "Watermark text",
  "/tool/sign-pdf": "Draw, type or upload your signature first.",
  "/tool/protect-pdf": "protected.zip",
  "/tool/unlock-pdf": "unlocked.zip",
  "/tool/pdf-to-text": "Pages to read",
  "/tool/n-up-pdf": "n-up.zip",
  "/tool/compare-pdf": "comparison.zip",
  "/tool/grayscale-pdf": "grayscale.zip",
  "/tool/ocr-pdf": "Pages to recognise",
  "/tool/flatten-pdf": "flattened.zip",
  "/tool/repair-pdf": "repaired.zip",
  "/tool/crop-pdf": "cropped.zip",
  "/tool/fill-pdf-form": "filled.zip",
  "/tool/edit-pdf-metadata": "properties.zip",
  "/tool/remove-pdf-metadata": "no-metadata.zip",
};
const CONTENT_BUDGET = 12;
const TOOL_BUDGET = 30;

/**
 * The chunks a page's HTML loads: its scripts and the scripts it preloads (a tool's screen), as tags, or,
 * on a page served from the page cache, as the addresses its loader adds after the first paint
 * (lib/cache/after-paint.ts).
 */
function scriptsOf(html: string): Set<string> {
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((t) => !/noModule/i.test(t));
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((t) => /rel="preload"/.test(t) && /as="script"/.test(t));
  const chunks = "/_next/static/chunks/";
  const deferred = addressesAfterPaint(html).filter(
    (href) => href.startsWith(chunks) && href.endsWith(".js"),
  );
  return new Set([
    ...[...scripts, ...preloads].flatMap((t) =>
      [...t.matchAll(/(?:src|href)="\/_next\/static\/chunks\/([^"?]+)/g)].map((m) => m[1]!),
    ),
    ...deferred.map((href) => href.slice(chunks.length)),
  ]);
}

function sizer(chunksDir: string) {
  const gzipped = (file: string) => gzipSync(readFileSync(path.join(chunksDir, file))).byteLength;
  return (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipped(f), 0) / 1024;
}

/** The floor's smallest static page: what any Next.js page of our versions loads. */
function floorKb(): number {
  const page = path.join(floorDir, ".next", "server", "app", "p30.html");
  if (!existsSync(page)) buildFloor();
  return sizer(path.join(floorDir, ".next", "static", "chunks"))(scriptsOf(readFileSync(page, "utf8")));
}

export async function reportFirstLoad(root = process.cwd()): Promise<void> {
  const base = process.env.BENCH_URL ?? "http://localhost:3000";
  const chunksDir = path.join(root, ".next", "static", "chunks");
  const html = async (page: string) => {
    // Twice: the first request to an ISR page renders it, and may time out on a busy machine.
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await fetch(new URL(page, base)).catch(() => null);
      if (response?.ok) return response.text();
    }
    return null;
  };
  if (!existsSync(chunksDir) || (await html("/about")) === null) {
    console.log(`\nFirst-load JS: start the production build (npm start, or set BENCH_URL) to measure it.`);
    return;
  }
  const floor = floorKb();
  const size = sizer(chunksDir);
  const chunkFiles = readdirSync(chunksDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".js"));
  console.log(`\nFirst-load JS, gzipped; floor (bare Next.js page): ${floor.toFixed(1)} KB`);
  const rows: [string, number][] = [
    ...CONTENT.map((page) => [page, CONTENT_BUDGET] as [string, number]),
    ...Object.keys(TOOLS).map((page) => [page, TOOL_BUDGET] as [string, number]),
  ];
  for (const [page, budget] of rows) {
    const scripts = scriptsOf((await html(page)) ?? "");
    const marker = TOOLS[page];
    if (marker) {
      for (const file of chunkFiles) {
        if (!scripts.has(file) && readFileSync(path.join(chunksDir, file), "utf8").includes(marker))
          scripts.add(file);
      }
    }
    const kb = size(scripts);
    const over = kb - floor;
    console.log(
      `${page.padEnd(32)}${kb.toFixed(1).padStart(8)} KB  floor + ${over.toFixed(1).padStart(5)} KB` +
        `  (budget + ${budget}) ${over <= budget ? "within" : "OVER"}`,
    );
  }
}
