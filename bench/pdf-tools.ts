import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { compressPdf } from "@/lib/pdf/compress/compress";
import { formatBytes } from "@/lib/pdf/limits";
import { mergePdfs } from "@/lib/pdf/merge";
import { photoBookPdf, reportPdf } from "./pdf-fixtures";

// The PDF tools side by side with the reference tools on the same generated files, in one run:
// merge vs qpdf, compress vs Ghostscript's /ebook. Needs Debian's `qpdf` and `ghostscript`.
// Our code runs here in Node (pure-JS JPEG codec); in the browser the worker uses the native codec.

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 3);

async function median(run: () => Promise<unknown> | unknown): Promise<number> {
  await run(); // warm-up: the first run pays for compiling the code
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

export async function benchPdfTools(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-bench-"));
  try {
    console.log(`\nPDF tools vs reference tools (median of ${RUNS} runs)\n`);
    const files = await Promise.all(Array.from({ length: 10 }, (_, i) => reportPdf(`File ${i + 1}`, 50)));
    const paths = files.map((bytes, i) => {
      const file = path.join(dir, `part-${i + 1}.pdf`);
      writeFileSync(file, bytes);
      return file;
    });
    const ours = await median(() =>
      mergePdfs(
        paths.map((p) => ({ name: path.basename(p), bytes: new Uint8Array(readFileSync(p)) })),
        {},
      ),
    );
    const merged = path.join(dir, "qpdf-merged.pdf");
    const qpdf = await median(() => execFileSync("qpdf", ["--empty", "--pages", ...paths, "--", merged]));
    console.log(
      `Merge 10 PDFs × 50 pages: ours ${ours.toFixed(0)} ms, qpdf ${qpdf.toFixed(0)} ms, ratio ${(ours / qpdf).toFixed(2)}× (budget 2×)`,
    );

    const photos = await photoBookPdf(20);
    const input = path.join(dir, "photos.pdf");
    writeFileSync(input, photos);
    let ourSize = 0;
    const ourTime = await median(async () => {
      const result = await compressPdf(
        { name: "photos.pdf", bytes: photos },
        { goal: { level: "recommended" } },
      );
      ourSize = result.outputs[0]!.bytes.byteLength;
    });
    const gsOut = path.join(dir, "gs-ebook.pdf");
    const gsTime = await median(() =>
      execFileSync("gs", [
        "-q",
        "-dNOPAUSE",
        "-dBATCH",
        "-dSAFER",
        "-sDEVICE=pdfwrite",
        "-dPDFSETTINGS=/ebook",
        `-sOutputFile=${gsOut}`,
        input,
      ]),
    );
    const gsSize = statSync(gsOut).size;
    console.log(
      `Compress 20 photo pages (300 dpi), ${formatBytes(photos.byteLength)}: ours ${formatBytes(ourSize)} in ${ourTime.toFixed(0)} ms, ` +
        `gs /ebook ${formatBytes(gsSize)} in ${gsTime.toFixed(0)} ms, size ratio ${(ourSize / gsSize).toFixed(2)}× (budget 1.3×)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
