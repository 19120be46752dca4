import { version as coreVersion } from "tesseract.js-core/package.json";
import { version as tesseractVersion } from "tesseract.js/package.json";

// Where the OCR engine's files are served from our own origin (app/api/ocr): tesseract.js's worker script,
// the WebAssembly core and the trained data of each shipped language. The versions are in the path, so a
// browser may keep every file for good and an upgrade is a new address.

export const OCR_ASSETS_VERSION = `${tesseractVersion}-${coreVersion}`;

export const OCR_ASSETS_PATH = `/api/ocr/${OCR_ASSETS_VERSION}`;

/** The core builds tesseract.js picks between, by what the browser's WebAssembly supports (LSTM only). */
export const OCR_CORES = [
  "tesseract-core-relaxedsimd-lstm.wasm.js",
  "tesseract-core-simd-lstm.wasm.js",
  "tesseract-core-lstm.wasm.js",
] as const;
