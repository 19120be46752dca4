// What the Watermark PDF screen offers and its bounds: no PDF code here, so the screen can import it
// without loading pdf-lib.
import type { PdfMetadata } from "./metadata";
import type { PageSelection } from "./selection";
import type { InputFile } from "./types";

export type WatermarkMark =
  | {
      kind: "text";
      text: string;
      fontSize: number;
      /** "#rrggbb". */
      color: string;
      /** Degrees counter-clockwise, as the reader sees the page. */
      angle: number;
    }
  | {
      kind: "image";
      /** A PNG or JPG. */
      image: InputFile;
      /** The image's width as a share of the page's width, 0.05–1. */
      width: number;
    };

export interface WatermarkOptions {
  mark: WatermarkMark;
  /** 0.05 (faint) to 1 (solid). */
  opacity: number;
  pages: PageSelection;
  metadata?: PdfMetadata;
}

export const WATERMARK_LIMITS = {
  maxTextLength: 200,
  minFontSize: 8,
  maxFontSize: 200,
  minOpacity: 0.05,
  minWidth: 0.05,
  maxImageBytes: 10 * 1024 * 1024,
} as const;
