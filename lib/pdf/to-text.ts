import { openPdf } from "./open";
import { textRuns } from "./pdfjs-text";
import { type PageSelection, selectedPages } from "./selection";
import { type TextRun, documentText } from "./text-layout";
import type { InputFile, JobResult, ReportProgress } from "./types";
import { baseName } from "./zip";

export interface ToTextOptions {
  pages: PageSelection;
}

/** Shown when the chosen pages hold no text at all, so an empty file is not a riddle. */
export const NO_TEXT_NOTE =
  "These pages hold no text to copy: they are probably scanned images. The text files are empty.";

/** The chosen pages' text, read by pdf.js, as `<name>.txt` and `<name>.md`. */
export async function pdfToText(
  file: InputFile,
  options: ToTextOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  report({ stage: "Reading the file" });
  // Opened by pdf-lib first, as in every tool, so a damaged or locked file gets the same messages.
  const pages = selectedPages(options.pages, (await openPdf(file)).getPageCount());
  // pdf.js loads only now: the job worker serves every PDF tool.
  const { openWithPdfjs } = await import("./pdfjs-open");
  const { doc, failed, close } = await openWithPdfjs(file);
  try {
    const read: TextRun[][] = [];
    for (const [n, index] of pages.entries()) {
      report({ stage: "Reading text", done: n, total: pages.length });
      const page = await Promise.race([doc.getPage(index + 1), failed]);
      read.push(await textRuns(page, failed));
      page.cleanup();
    }
    const { plain, markdown } = documentText(read);
    const base = baseName(file.name);
    const bytes = (text: string) => new TextEncoder().encode(text);
    const empty = read.every((runs) => runs.every((run) => run.str.trim() === ""));
    return {
      outputs: [
        { name: `${base}.txt`, bytes: bytes(plain), pages: pages.length },
        { name: `${base}.md`, bytes: bytes(markdown), pages: pages.length },
      ],
      notes: empty ? [NO_TEXT_NOTE] : [],
    };
  } finally {
    close();
  }
}
