import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { jsCodec } from "@/lib/pdf/compress/codec";
import { compressPdf } from "@/lib/pdf/compress/compress";
import { grayscalePdf } from "@/lib/pdf/grayscale/grayscale";
import { formatBytes } from "@/lib/pdf/limits";
import { extractPages } from "@/lib/pdf/extract";
import { mergePdfs } from "@/lib/pdf/merge";
import { protectPdf } from "@/lib/pdf/protect";
import { rotatePdf } from "@/lib/pdf/rotate";
import type { JobResult } from "@/lib/pdf/types";
import { photoBookPdf, reportPdf } from "./pdf-fixtures";

// The PDF tools side by side with the reference tools on the same generated files, in one run:
// merge, rotate, extract and protect vs qpdf (our output checked by `qpdf --check`), compress vs
// Ghostscript's /ebook, grayscale vs Ghostscript's colour conversion. Needs Debian's `qpdf` and `ghostscript`.
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

/** `qpdf --check`'s verdict on a file, with its page count and encryption (opened with `password`, if any). */
function qpdfCheck(file: string, password?: string): string {
  const args = ["--check", ...(password ? [`--password=${password}`] : []), file];
  const { status, stdout, stderr } = spawnSync("qpdf", args, { encoding: "utf8" });
  const said = `${stdout}\n${stderr}`;
  const first = said
    .split("\n")
    .find((line) => /error|warning|invalid|qpdf:/i.test(line))
    ?.trim();
  const revision = /^R = (\d+)/m.exec(said)?.[1];
  const method = /^file encryption method: (\S+)/m.exec(said)?.[1];
  const encryption = revision ? `, encrypted R${revision} ${method}` : "";
  const pages = spawnSync("qpdf", ["--show-npages", ...args.slice(1)], { encoding: "utf8" }).stdout.trim();
  if (status === 0) return `valid, ${pages} pages${encryption}`;
  // qpdf exits with 3 when it could read everything but warned.
  return status === 3
    ? `valid with warnings${encryption} (${first})`
    : `INVALID (${first ?? `exit ${status}`})`;
}

/**
 * One job of ours against qpdf doing the same on the same input, printed with the ratio and its budget
 * (issue: within 2× qpdf). Our last output is written out and checked with `qpdf --check`.
 */
async function versusQpdf(
  dir: string,
  title: string,
  ours: () => Promise<JobResult>,
  qpdfArgs: (output: string) => string[],
  password?: string,
): Promise<void> {
  let output: Uint8Array | undefined;
  const ourTime = await median(async () => {
    output = (await ours()).outputs[0]!.bytes;
  });
  const ourFile = path.join(dir, "ours.pdf");
  writeFileSync(ourFile, output!);
  const qpdfTime = await median(() => execFileSync("qpdf", qpdfArgs(path.join(dir, "qpdf.pdf"))));
  const ratio = ourTime / qpdfTime;
  console.log(
    `${title}: ours ${ourTime.toFixed(0)} ms, qpdf ${qpdfTime.toFixed(0)} ms, ratio ${ratio.toFixed(2)}× ` +
      `(budget 2×) ${ratio <= 2 ? "within" : "OVER"}; qpdf --check of ours: ${qpdfCheck(ourFile, password)}`,
  );
}

/** Merge, rotate, extract and protect, ours vs qpdf. */
async function againstQpdf(dir: string): Promise<void> {
  const files = await Promise.all(Array.from({ length: 10 }, (_, i) => reportPdf(`File ${i + 1}`, 50)));
  const paths = files.map((bytes, i) => {
    const file = path.join(dir, `part-${i + 1}.pdf`);
    writeFileSync(file, bytes);
    return file;
  });
  await versusQpdf(
    dir,
    "Merge 10 PDFs × 50 pages",
    () =>
      mergePdfs(
        paths.map((p) => ({ name: path.basename(p), bytes: new Uint8Array(readFileSync(p)) })),
        {},
      ),
    (output) => ["--empty", "--pages", ...paths, "--", output],
  );

  const book = { name: "book.pdf", bytes: await reportPdf("Book", 500) };
  const bookPath = path.join(dir, book.name);
  writeFileSync(bookPath, book.bytes);
  await versusQpdf(
    dir,
    "Rotate 500 pages by 90°",
    () => rotatePdf(book, { angle: 90, pages: { mode: "all" } }),
    (output) => [bookPath, output, "--rotate=+90:1-z"],
  );
  await versusQpdf(
    dir,
    "Extract pages 1-100, 200-300 of 500",
    () => extractPages(book, { pages: { mode: "ranges", ranges: "1-100, 200-300" } }),
    (output) => [bookPath, "--pages", ".", "1-100,200-300", "--", output],
  );
  const [user, owner] = ["open sesame", "owner secret"];
  await versusQpdf(
    dir,
    "Protect 500 pages, AES-256",
    () =>
      protectPdf(book, {
        password: user,
        confirm: user,
        ownerPassword: owner,
        permissions: { printing: true, copying: true, editing: false },
      }),
    // The same permissions as ours: printing and copying allowed, no changes of any kind.
    (output) => ["--encrypt", user, owner, "256", "--modify=none", "--", bookPath, output],
    user,
  );
}

/** Ghostscript rewriting `input` as a new PDF with `settings`. */
const pdfwrite = (input: string, output: string, settings: string[]) =>
  execFileSync("gs", [
    "-q",
    "-dNOPAUSE",
    "-dBATCH",
    "-dSAFER",
    "-sDEVICE=pdfwrite",
    ...settings,
    `-sOutputFile=${output}`,
    input,
  ]);

/** Compress, ours vs Ghostscript's /ebook, on the same photo pages. */
async function againstGhostscript(dir: string): Promise<void> {
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
  const gsTime = await median(() => pdfwrite(input, gsOut, ["-dPDFSETTINGS=/ebook"]));
  const gsSize = statSync(gsOut).size;
  console.log(
    `Compress 20 photo pages (300 dpi), ${formatBytes(photos.byteLength)}: ours ${formatBytes(ourSize)} in ${ourTime.toFixed(0)} ms, ` +
      `gs /ebook ${formatBytes(gsSize)} in ${gsTime.toFixed(0)} ms, size ratio ${(ourSize / gsSize).toFixed(2)}× (budget 1.3×)`,
  );
}

/** Grayscale, ours vs Ghostscript's pdfwrite converting colour to gray, on the same photo pages. */
async function grayscaleAgainstGhostscript(dir: string): Promise<void> {
  const photos = await photoBookPdf(20);
  const input = path.join(dir, "photos.pdf");
  writeFileSync(input, photos);
  let output: Uint8Array | undefined;
  const ourTime = await median(async () => {
    output = (await grayscalePdf({ name: "photos.pdf", bytes: photos }, {}, jsCodec)).outputs[0]!.bytes;
  });
  const ourFile = path.join(dir, "ours-gray.pdf");
  writeFileSync(ourFile, output!);
  const gsOut = path.join(dir, "gs-gray.pdf");
  const gsTime = await median(() =>
    pdfwrite(input, gsOut, ["-sColorConversionStrategy=Gray", "-dProcessColorModel=/DeviceGray"]),
  );
  console.log(
    `Grayscale 20 photo pages: ours ${formatBytes(output!.byteLength)} in ${ourTime.toFixed(0)} ms, ` +
      `gs ${formatBytes(statSync(gsOut).size)} in ${gsTime.toFixed(0)} ms, ratio ${(ourTime / gsTime).toFixed(2)}×; ` +
      `qpdf --check of ours: ${qpdfCheck(ourFile)}`,
  );
}

/** Whether a command is on the PATH: the reference tools are Debian packages this machine may lack. */
const installed = (command: string) => spawnSync(command, ["--version"]).error === undefined;

export async function benchPdfTools(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-bench-"));
  try {
    console.log(`\nPDF tools vs reference tools (median of ${RUNS} runs)\n`);
    if (installed("qpdf")) await againstQpdf(dir);
    else console.log("Merge, rotate, extract, protect: qpdf is not installed (apt install qpdf).");
    if (installed("gs")) {
      await againstGhostscript(dir);
      await grayscaleAgainstGhostscript(dir);
    } else console.log("Compress, Grayscale: Ghostscript is not installed (apt install ghostscript).");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
