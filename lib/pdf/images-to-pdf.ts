import {
  PDFDocument,
  type PDFImage,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
} from "@cantoo/pdf-lib";
import { orientation as readOrientation } from "exifr/dist/mini.esm.mjs";
import { fail } from "./errors";
import { type ImageKind, imageKind } from "./image-kind";
import { PDF_LIMITS } from "./limits";
import { savePdf } from "./save";
import { checkSize } from "./open";
import { type LayoutOptions, orientationMatrix, placeImage, swapsSides } from "./page-layout";
import type { InputFile, JobResult, OutputFile, ReportProgress } from "./types";
import { baseName } from "./zip";

export interface ImagesOptions extends LayoutOptions {
  /** One PDF with every image, or one PDF per image. */
  output: "one" | "each";
}

/** Turns a WebP into PNG bytes; the browser's worker passes one built on createImageBitmap. */
export type WebpConverter = (bytes: Uint8Array) => Promise<Uint8Array>;

export async function imagesToPdf(
  files: InputFile[],
  options: ImagesOptions,
  report: ReportProgress = () => {},
  convertWebp?: WebpConverter,
): Promise<JobResult> {
  if (files.length === 0) fail("invalid-input", "Choose at least one image.");
  if (files.length > PDF_LIMITS.maxImages) {
    fail("too-many", `You chose ${files.length} images; the limit is ${PDF_LIMITS.maxImages}.`);
  }
  const outputs: OutputFile[] = [];
  let doc = await PDFDocument.create();
  for (const [i, file] of files.entries()) {
    report({ stage: "Adding images", done: i, total: files.length });
    checkSize(file);
    const kind = imageKind(file.bytes);
    if (!kind) fail("unsupported", `"${file.name}" is not a JPG, PNG or WebP image.`, file.name);
    await addImagePage(doc, file, kind, options, convertWebp);
    if (options.output === "each") {
      outputs.push({ name: `${baseName(file.name)}.pdf`, bytes: await savePdf(doc), pages: 1 });
      doc = await PDFDocument.create();
    }
  }
  if (options.output === "one") {
    report({ stage: "Saving" });
    outputs.push({ name: "images.pdf", bytes: await savePdf(doc), pages: doc.getPageCount() });
  }
  return { outputs, notes: [] };
}

async function addImagePage(
  doc: PDFDocument,
  file: InputFile,
  kind: ImageKind,
  options: LayoutOptions,
  convertWebp: WebpConverter | undefined,
): Promise<void> {
  let image: PDFImage;
  let orientation = 1;
  try {
    if (kind === "jpeg") {
      // pdf-lib stores JPEG bytes as they are (DCTDecode): no re-encoding, no quality lost.
      image = await doc.embedJpg(file.bytes);
      orientation = (await readOrientation(file.bytes).catch(() => undefined)) ?? 1;
    } else if (kind === "png") {
      image = await doc.embedPng(file.bytes);
    } else {
      if (!convertWebp)
        fail("unsupported", `"${file.name}": WebP images need a browser to convert.`, file.name);
      image = await doc.embedPng(await convertWebp(file.bytes));
    }
  } catch (error) {
    if (error instanceof Error && error.name === "PdfJobError") throw error;
    return fail("corrupt", `"${file.name}" is damaged and cannot be read as an image.`, file.name);
  }
  const [width, height] = swapsSides(orientation) ? [image.height, image.width] : [image.width, image.height];
  const { page: size, box } = placeImage(width, height, options);
  const page = doc.addPage(size);
  const name = page.node.newXObject("Image", image.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(...orientationMatrix(orientation, box)),
    drawObject(name),
    popGraphicsState(),
  );
}
