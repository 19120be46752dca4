import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gunzipSync } from "node:zlib";
import { distance } from "fastest-levenshtein";
import { ocrPdf } from "@/lib/pdf/ocr/ocr";
import { languageDir, nodeOcrEngine, nodeRecognizer } from "../tests/support/ocr-engine";
import { pdftotext } from "../tests/support/pdf-readers";
import {
  KNOWN_TEXT,
  type ScanOptions,
  scanImage,
  scannedPdf,
  typesetPdf,
} from "../tests/support/ocr-fixtures";

// OCR against Debian's `tesseract` CLI on the same page images with the same language data (the shipped
// eng.traineddata, unpacked for the CLI's --tessdata-dir), in one run, each writing the text and
// Tesseract's text-only PDF page: character error rate of the text and time per page (budget: CER within 1 point of the CLI's, time ≤ 2 × the CLI's). Then the whole job on a scanned PDF,
// its output read back by pdftotext and pypdf. Our engine is tesseract.js's WebAssembly in Node's worker
// threads, as in the browser's worker. Needs Debian's tesseract-ocr, ghostscript, poppler-utils and
// python3-pypdf.

const RUNS = Number(process.env.BENCH_OCR_RUNS ?? 3);
const REFERENCE = KNOWN_TEXT.join(" ");

/** Character error rate in %: edits from the recognised text to the known text, whitespace collapsed. */
function cer(text: string): number {
  const said = text.split(/\s+/).filter(Boolean).join(" ");
  return (100 * distance(said, REFERENCE)) / REFERENCE.length;
}

const CASES: { name: string; dpi: number; scan: ScanOptions }[] = [
  { name: "clean, 150 dpi", dpi: 150, scan: {} },
  { name: "clean, 300 dpi", dpi: 300, scan: {} },
  { name: "skewed 2°, specks, 300 dpi", dpi: 300, scan: { skew: 2, noise: 10 } },
];

export async function benchPdfOcr(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-ocr-"));
  const tessdata = path.join(dir, "tessdata");
  mkdirSync(tessdata);
  // The glyphless font the CLI writes its text-only pages with (tesseract.js carries its own).
  copyFileSync("/usr/share/tesseract-ocr/5/tessdata/pdf.ttf", path.join(tessdata, "pdf.ttf"));
  writeFileSync(
    path.join(tessdata, "eng.traineddata"),
    gunzipSync(readFileSync(path.join(languageDir("eng"), "eng.traineddata.gz"))),
  );
  const version = spawnSync("tesseract", ["--version"], { encoding: "utf8" }).stdout.split("\n")[0];
  console.log(
    `\nOCR, English, LSTM, the shipped eng.traineddata for both; ${version}; mean of ${RUNS} pages`,
  );
  console.log("| page image | ours CER | CLI CER | ours / page | CLI / page | time ratio |");
  console.log("|---|---|---|---|---|---|");
  const recognizer = await nodeRecognizer("eng");
  try {
    for (const { name, dpi, scan } of CASES) {
      const image = scanImage(await typesetPdf(KNOWN_TEXT, scan), dpi);
      const file = path.join(dir, "page.png");
      writeFileSync(file, image);
      await recognizer.textLayer(image, dpi); // warm-up: compiling the engine is paid once per worker
      let start = performance.now();
      let ours = "";
      for (let i = 0; i < RUNS; i++) ours = (await recognizer.textLayer(image, dpi)).text;
      const oursMs = (performance.now() - start) / RUNS;
      // The CLI reads a list of RUNS copies in one run, so its start and model load are shared as ours are.
      // It writes the same outputs as ours: the text, and text-only PDF pages.
      const list = path.join(dir, "pages.txt");
      writeFileSync(list, `${Array(RUNS).fill(file).join("\n")}\n`);
      const base = path.join(dir, "cli");
      start = performance.now();
      spawnSync("tesseract", [
        list,
        base,
        "--tessdata-dir",
        tessdata,
        "-l",
        "eng",
        "--oem",
        "1",
        "--dpi",
        String(dpi),
        "-c",
        "textonly_pdf=1",
        "-c",
        "tessedit_create_pdf=1",
        "-c",
        "tessedit_create_txt=1",
      ]);
      const cliMs = (performance.now() - start) / RUNS;
      // The CLI parts the pages' text with form feeds: the first page's.
      const cli = readFileSync(`${base}.txt`, "utf8").split("\f")[0]!;
      console.log(
        `| ${name} | ${cer(ours).toFixed(2)} % | ${cer(cli).toFixed(2)} % | ${oursMs.toFixed(0)} ms | ${cliMs.toFixed(0)} ms | ${(oursMs / cliMs).toFixed(2)} × |`,
      );
    }
  } finally {
    await recognizer.close();
  }

  // The whole job: a 3-page scan at 150 dpi, drawn again at 300 dpi and made searchable.
  const scan = await scannedPdf([KNOWN_TEXT, KNOWN_TEXT, KNOWN_TEXT]);
  const start = performance.now();
  const result = await ocrPdf(
    { name: "scan.pdf", bytes: scan },
    { pages: { mode: "all" }, language: "eng" },
    nodeOcrEngine,
  );
  const ms = performance.now() - start;
  const out = path.join(dir, "scan-ocr.pdf");
  writeFileSync(out, result.outputs[0]!.bytes);
  const pypdf = spawnSync(
    "/usr/bin/python3",
    ["-c", "import sys, pypdf; print(pypdf.PdfReader(sys.argv[1]).pages[0].extract_text())", out],
    { encoding: "utf8" },
  ).stdout;
  const check = spawnSync("qpdf", ["--check", out]).status === 0 ? "passes" : "FAILS";
  console.log(
    `\nOCR job, 3 scanned pages: ${(ms / 3).toFixed(0)} ms a page (engine start included); page 1 read back: pdftotext CER ${cer(pdftotext(out, 1)).toFixed(2)} %, pypdf CER ${cer(pypdf).toFixed(2)} %; qpdf --check ${check}`,
  );
  rmSync(dir, { recursive: true, force: true });
}
