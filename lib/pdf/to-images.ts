import { openPdf } from "./open";
import {
  MIME_TYPES,
  type ToImagesOptions,
  imageName,
  imageSize,
  planImages,
  reducedNote,
} from "./to-images-plan";
import type { InputFile, JobResult, OutputFile, ReportProgress } from "./types";
import { baseName } from "./zip";

export type { ToImagesOptions } from "./to-images-plan";

/** Draws the chosen pages as JPG or PNG images, one per page, named `<base>-page-<n>.<format>`. */
export async function pdfToImages(
  file: InputFile,
  options: ToImagesOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  report({ stage: "Reading the file" });
  // Opened by pdf-lib first, as in every tool, so a damaged or locked file gets the same messages.
  const pages = planImages(options, (await openPdf(file)).getPageCount());
  // pdf.js loads only now: the job worker serves every PDF tool.
  const { openRenderer } = await import("./to-images-render");
  const renderer = await openRenderer(file);
  try {
    const base = baseName(file.name);
    const outputs: OutputFile[] = [];
    const reduced: number[] = [];
    const encoding: Promise<void>[] = [];
    for (const [n, index] of pages.entries()) {
      report({ stage: "Drawing pages", done: n, total: pages.length });
      const size = imageSize(await renderer.points(index), options.dpi);
      if (size.reduced) reduced.push(index);
      const { encoded } = await renderer.draw(index, size, MIME_TYPES[options.format], options.quality);
      encoding.push(
        encoded.then(async (blob) => {
          const bytes = new Uint8Array(await blob.arrayBuffer());
          outputs[n] = { name: imageName(base, index, options.format), bytes, pages: 1 };
        }),
      );
      // Encoding runs in the background, so the next page is drawn while this one encodes; waiting for the
      // one before keeps at most two pages' pixels alive.
      if (encoding.length > 1) await encoding.shift();
    }
    while (encoding.length > 0) {
      report({ stage: "Encoding images", done: pages.length - encoding.length, total: pages.length });
      await encoding.shift();
    }
    return { outputs, notes: reduced.length > 0 ? [reducedNote(reduced, options.dpi)] : [] };
  } finally {
    renderer.destroy();
  }
}
