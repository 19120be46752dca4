import {
  PDFDict,
  PDFName,
  type PDFPage,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
} from "@cantoo/pdf-lib";
import { fail } from "./errors";
import { imageKind } from "./image-kind";
import type { PdfMetadata } from "./metadata";
import { writtenPdf } from "./save";
import { openPdf } from "./open";
import { signatureImageProblem } from "./signature-image";
import { seenPage } from "./page-view";
import { type SignBox, signatureMatrix } from "./signature-placement";
import type { InputFile, JobResult, ReportProgress } from "./types";

export type { SignBox } from "./signature-placement";

export interface SignOptions {
  /** The signature: PNG (a drawn or typed one has a transparent background) or JPG bytes. */
  image: Uint8Array;
  /** The page to sign, 0-based. */
  page: number;
  /** Where the signature goes on that page as shown. */
  box: SignBox;
  metadata?: PdfMetadata;
}

// A box may touch the page's edges; rounding on the page's side must not make that "outside".
const EDGE = 1e-6;

function checkBox(box: SignBox): void {
  const { x, y, width, height } = box;
  if (![x, y, width, height].every(Number.isFinite) || width <= 0 || height <= 0) {
    fail("invalid-input", "Place the signature on the page: its position and size are missing.");
  }
  if (x < -EDGE || y < -EDGE || x + width > 1 + EDGE || y + height > 1 + EDGE) {
    fail("invalid-input", "The signature goes past the edge of the page. Move it or make it smaller.");
  }
}

/**
 * Gives the page a resources dictionary of its own: pages often share one (by reference, or inherited from
 * the page tree), and the signature must be listed on its page only.
 */
function ownResources(page: PDFPage): void {
  const { context } = page.doc;
  page.node.normalize();
  const resources = page.node.Resources()!.clone(context);
  const xObjects = resources.lookup(PDFName.of("XObject"), PDFDict);
  resources.set(PDFName.of("XObject"), xObjects.clone(context));
  page.node.set(PDFName.of("Resources"), resources);
}

/** Draws the signature image once, on the chosen page, where the visitor placed it. */
export async function signPdf(
  file: InputFile,
  options: SignOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  const problem = signatureImageProblem(options.image);
  if (problem) fail("invalid-input", problem);
  checkBox(options.box);
  report({ stage: "Reading the file" });
  const doc = await openPdf(file);
  const pageCount = doc.getPageCount();
  if (!Number.isInteger(options.page) || options.page < 0 || options.page >= pageCount) {
    fail("invalid-input", `Page ${options.page + 1} is not in this document; it has ${pageCount} pages.`);
  }
  report({ stage: "Placing the signature" });
  const image = await (
    imageKind(options.image) === "png" ? doc.embedPng(options.image) : doc.embedJpg(options.image)
  ).catch(() => fail("invalid-input", "The signature image is damaged and cannot be read."));
  const page = doc.getPage(options.page);
  ownResources(page);
  const name = page.node.newXObject("Signature", image.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(...signatureMatrix(seenPage(page), options.box)),
    drawObject(name),
    popGraphicsState(),
  );
  report({ stage: "Writing the file" });
  return writtenPdf(file, "signed", doc, options.metadata);
}
