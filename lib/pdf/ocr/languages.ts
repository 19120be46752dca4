// The languages the OCR tool ships: each is an npm package of Tesseract's trained data
// (@tesseract.js-data/<code>), served from our own origin (app/api/ocr), never from a CDN.

export const OCR_LANGUAGES = [
  { value: "eng", label: "English" },
  { value: "fra", label: "French" },
  { value: "deu", label: "German" },
  { value: "spa", label: "Spanish" },
] as const;

export type OcrLanguage = (typeof OCR_LANGUAGES)[number]["value"];

export function isOcrLanguage(value: unknown): value is OcrLanguage {
  return OCR_LANGUAGES.some((language) => language.value === value);
}

/** Most pages recognised in one job: about 2-5 s a page on a laptop, so a minute or four at most. */
export const OCR_MAX_PAGES = 50;

/** Tesseract reads best at 300 dpi; a page too large for that is drawn smaller (OCR_MAX_PIXELS). */
export const OCR_DPI = 300;

/** A4 at 300 dpi is 8.7 million pixels; a poster-sized page is drawn at the dpi that fits this many. */
export const OCR_MAX_PIXELS = 12_000_000;

/** The dpi a page of `width`×`height` points is drawn at for recognition. */
export function ocrDpi(width: number, height: number): number {
  const inches = (width / 72) * (height / 72);
  return Math.max(72, Math.min(OCR_DPI, Math.floor(Math.sqrt(OCR_MAX_PIXELS / inches))));
}
