import {
  type PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFOperator,
  type PDFPage,
  StandardFonts,
  beginText,
  concatTransformationMatrix,
  drawObject,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setFontAndSize,
  setGraphicsState,
  setTextMatrix,
  showText,
} from "@cantoo/pdf-lib";
import { orientation as readOrientation } from "exifr/dist/mini.esm.mjs";
import { fail } from "./errors";
import { imageKind } from "./image-kind";
import { formatBytes } from "./limits";
import { writtenPdf } from "./save";
import { openPdf } from "./open";
import { orientationMatrix, swapsSides } from "./page-layout";
import { concat, fitScale, resourceName, turnAndMove } from "./page-placement";
import { type SeenPage, seenPage } from "./page-view";
import { selectedPages } from "./selection";
import type { InputFile, JobResult, ReportProgress } from "./types";
import { WATERMARK_LIMITS, type WatermarkMark, type WatermarkOptions } from "./watermark-options";

export type { WatermarkMark, WatermarkOptions } from "./watermark-options";

/** A mark keeps this share of the page clear at its edges, so a fitted mark does not touch them. */
const ROOM = 0.9;

export async function watermarkPdf(
  file: InputFile,
  options: WatermarkOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  checkOptions(options);
  report({ stage: "Reading the file" });
  const doc = await openPdf(file);
  const pages = doc.getPages();
  const chosen = selectedPages(options.pages, pages.length);
  const { mark } = options;
  if (mark.kind === "image") report({ stage: "Reading the image" });
  // The font or image and the opacity state are stored once; each chosen page only names them.
  const draw =
    mark.kind === "text" ? await textStamp(doc, mark) : await imageStamp(doc, mark.image, mark.width);
  const opacity = doc.context.register(
    doc.context.obj({ Type: "ExtGState", ca: options.opacity, CA: options.opacity }),
  );
  for (const [i, index] of chosen.entries()) {
    report({ stage: "Watermarking pages", done: i, total: chosen.length });
    const page = pages[index]!;
    page.pushOperators(
      pushGraphicsState(),
      setGraphicsState(resourceName(page, "ExtGState", "Watermark", opacity)),
      ...draw(page, seenPage(page)),
      popGraphicsState(),
    );
  }
  report({ stage: "Saving" });
  return writtenPdf(file, "watermarked", doc, options.metadata);
}

function checkOptions({ mark, opacity }: WatermarkOptions): void {
  if (!Number.isFinite(opacity) || opacity < WATERMARK_LIMITS.minOpacity || opacity > 1) {
    fail("invalid-input", `Choose an opacity from ${WATERMARK_LIMITS.minOpacity * 100}% to 100%.`);
  }
  if (mark.kind === "image") {
    if (!Number.isFinite(mark.width) || mark.width < WATERMARK_LIMITS.minWidth || mark.width > 1) {
      fail(
        "invalid-input",
        `Choose an image size from ${WATERMARK_LIMITS.minWidth * 100}% to 100% of the page width.`,
      );
    }
    checkImage(mark.image);
    return;
  }
  const length = Array.from(mark.text.trim()).length;
  if (length === 0) fail("invalid-input", "Type the watermark text.");
  if (length > WATERMARK_LIMITS.maxTextLength) {
    fail(
      "invalid-input",
      `The watermark text is ${length} characters long; the limit is ${WATERMARK_LIMITS.maxTextLength}.`,
    );
  }
  const { minFontSize, maxFontSize } = WATERMARK_LIMITS;
  if (!Number.isFinite(mark.fontSize) || mark.fontSize < minFontSize || mark.fontSize > maxFontSize) {
    fail("invalid-input", `Choose a font size from ${minFontSize} to ${maxFontSize}.`);
  }
  if (!/^#[0-9a-f]{6}$/i.test(mark.color)) fail("invalid-input", "Choose a colour for the text.");
  if (!Number.isFinite(mark.angle) || Math.abs(mark.angle) > 180) {
    fail("invalid-input", "Choose an angle from -180 to 180 degrees.");
  }
}

function checkImage(image: InputFile): void {
  if (image.bytes.byteLength > WATERMARK_LIMITS.maxImageBytes) {
    fail(
      "too-large",
      `"${image.name}" is ${formatBytes(image.bytes.byteLength)}; a watermark image can be up to ${formatBytes(WATERMARK_LIMITS.maxImageBytes)}.`,
    );
  }
  const kind = imageKind(image.bytes);
  if (kind !== "png" && kind !== "jpeg") fail("unsupported", `"${image.name}" is not a PNG or JPG image.`);
}

type Stamp = (page: PDFPage, seen: SeenPage) => PDFOperator[];

/** Draws the text centred on the page, turned by the angle as the reader sees it. */
async function textStamp(doc: PDFDocument, mark: Extract<WatermarkMark, { kind: "text" }>): Promise<Stamp> {
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const text = mark.text.trim();
  const missing = unencodable(font, text);
  if (missing.length > 0) {
    fail(
      "invalid-input",
      `The watermark font cannot show ${missing.map((c) => `"${c}"`).join(", ")}. Use letters, digits and punctuation of Western European languages.`,
    );
  }
  const encoded = font.encodeText(text);
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(mark.color.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const ascent = font.heightAtSize(mark.fontSize, { descender: false });
  const height = font.heightAtSize(mark.fontSize);
  const width = font.widthOfTextAtSize(text, mark.fontSize);
  return (page, seen) => {
    const scale = fitScale(width, height, mark.angle, seen.width * ROOM, seen.height * ROOM);
    // Centre the text's box (baseline to cap height) on the page's centre, then turn it there.
    const centred = concat(
      turnAndMove(0, (-width * scale) / 2, (-ascent * scale) / 2),
      turnAndMove(mark.angle, seen.width / 2, seen.height / 2),
    );
    return [
      beginText(),
      setFillingRgbColor(red, green, blue),
      setFontAndSize(resourceName(page, "Font", "Watermark", font.ref), mark.fontSize * scale),
      setTextMatrix(...concat(centred, seen.matrix)),
      showText(encoded),
      endText(),
    ];
  };
}

/**
 * The characters of `text` the standard font has no code for. The fork draws such a character as "?"
 * without a word, so a character other than "?" that encodes as "?" (3F) is one of them.
 */
function unencodable(font: PDFFont, text: string): string[] {
  return [...new Set(Array.from(text))].filter((c) => c !== "?" && font.encodeText(c).asString() === "3F");
}

/** Draws the image centred on the page, `share` of its width wide, upright as its EXIF orientation says. */
async function imageStamp(doc: PDFDocument, file: InputFile, share: number): Promise<Stamp> {
  let image: PDFImage;
  let orientation = 1;
  try {
    if (imageKind(file.bytes) === "jpeg") {
      image = await doc.embedJpg(file.bytes);
      orientation = (await readOrientation(file.bytes).catch(() => undefined)) ?? 1;
    } else {
      image = await doc.embedPng(file.bytes);
    }
  } catch {
    return fail("corrupt", `"${file.name}" is damaged and cannot be read as an image.`);
  }
  const [imageWidth, imageHeight] = swapsSides(orientation)
    ? [image.height, image.width]
    : [image.width, image.height];
  const { ref } = image;
  return (page, seen) => {
    const width = seen.width * share;
    const height = (width * imageHeight) / imageWidth;
    // A tall image on a wide page is made smaller rather than run off it.
    const scale = fitScale(width, height, 0, seen.width, seen.height);
    const [w, h] = [width * scale, height * scale];
    const box = { x: (seen.width - w) / 2, y: (seen.height - h) / 2, width: w, height: h };
    return [
      concatTransformationMatrix(...concat(orientationMatrix(orientation, box), seen.matrix)),
      drawObject(resourceName(page, "XObject", "Watermark", ref)),
    ];
  };
}
