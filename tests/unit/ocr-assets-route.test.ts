import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GET, HEAD } from "@/app/api/ocr/[version]/[...file]/route";
import { OCR_ASSETS_VERSION, OCR_CORES } from "@/lib/pdf/ocr/assets";

// The OCR engine's files served from our origin: only the fixed list, at the installed versions, cached for
// good, under a policy that lets the worker compile its WebAssembly and fetch its data, and nothing else.

const get = (version: string, ...file: string[]) =>
  GET(new Request("http://localhost/api/ocr"), { params: Promise.resolve({ version, file }) });

describe("/api/ocr/<versions>/<file>", () => {
  it("serves the worker, each core build and each shipped language, byte for byte", async () => {
    const cases = [
      [["worker.min.js"], "node_modules/tesseract.js/dist/worker.min.js", "text/javascript"],
      ...OCR_CORES.map((core) => [[core], `node_modules/tesseract.js-core/${core}`, "text/javascript"]),
      [
        ["lang", "fra.traineddata.gz"],
        "node_modules/@tesseract.js-data/fra/4.0.0_best_int/fra.traineddata.gz",
        "application/octet-stream",
      ],
    ] as [string[], string, string][];
    for (const [file, source, type] of cases) {
      const response = await get(OCR_ASSETS_VERSION, ...file);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(type);
      expect(response.headers.get("Content-Encoding")).toBeNull();
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const policy = response.headers.get("Content-Security-Policy")!;
      expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(policy).toContain("connect-src 'self'");
      expect(policy).toContain("default-src 'none'");
      expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(source))).toBe(true);
    }
  });

  it("answers 404 for another version, a file not on the list, a language not shipped, or a path out", async () => {
    const refused = [
      ["7.0.0-6.0.0", "worker.min.js"],
      [OCR_ASSETS_VERSION, "package.json"],
      [OCR_ASSETS_VERSION, "tesseract-core.wasm.js"],
      [OCR_ASSETS_VERSION, "lang", "ita.traineddata.gz"],
      [OCR_ASSETS_VERSION, "lang", "..", "..", "package.json"],
      [OCR_ASSETS_VERSION, "..", "tesseract.js", "package.json"],
    ];
    for (const [version, ...file] of refused) {
      const response = await get(version!, ...file);
      expect(response.status, file.join("/")).toBe(404);
    }
  });

  it("answers HEAD with the file's size", async () => {
    const response = await HEAD(new Request("http://localhost/api/ocr", { method: "HEAD" }), {
      params: Promise.resolve({ version: OCR_ASSETS_VERSION, file: ["lang", "eng.traineddata.gz"] }),
    });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("Content-Length"))).toBe(
      readFileSync("node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz").byteLength,
    );
  });
});
