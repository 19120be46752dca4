import { type ImagesOptions, type WebpConverter, imagesToPdf } from "../images-to-pdf";
import type { InputFile, JobResult, ReportProgress } from "../types";
import type { OcrLanguage } from "./languages";
import { type OcrEngine, ocrPdf } from "./ocr";

/**
 * JPG to PDF, with each page's text then recognised and laid over it (OCR PDF's job), so photos of
 * documents become searchable PDFs in one step. One engine serves every output file.
 */
export async function searchableImagesToPdf(
  files: InputFile[],
  options: ImagesOptions,
  language: OcrLanguage,
  engine: OcrEngine,
  report: ReportProgress = () => {},
  convertWebp?: WebpConverter,
): Promise<JobResult> {
  const made = await imagesToPdf(files, options, report, convertWebp);
  const recognizer = await engine.recognizer(language);
  const shared: OcrEngine = {
    pageImages: engine.pageImages,
    recognizer: async () => ({ textLayer: recognizer.textLayer, close: async () => {} }),
  };
  try {
    const result: JobResult = { outputs: [], notes: [...made.notes] };
    for (const output of made.outputs) {
      const read = await ocrPdf(output, { pages: { mode: "all" }, language }, shared, report);
      // The file keeps JPG to PDF's name; what OCR noticed (pages with no text) is said once per file.
      result.outputs.push({ ...read.outputs[0]!, name: output.name });
      const named = made.outputs.length > 1 ? `${output.name}: ` : "";
      result.notes.push(...read.notes.map((note) => named + note));
    }
    return result;
  } finally {
    await recognizer.close();
  }
}
