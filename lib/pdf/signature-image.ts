// Checks a signature image's bytes. Shared by the screen (at once, when a file is picked) and the job (which
// trusts nothing the page sends), so both say the same thing; free of pdf-lib, so the screen stays light.
import { imageKind } from "./image-kind";
import { formatBytes } from "./limits";

/** Largest signature image: a signature is small, and its PNG is decoded on the visitor's device. */
export const SIGNATURE_MAX_BYTES = 5 * 1024 * 1024;

/** The message for a signature image of `size` bytes over the cap (checked before a picked file is read). */
export function signatureSizeProblem(size: number): string | undefined {
  if (size <= SIGNATURE_MAX_BYTES) return undefined;
  return `The signature image is ${formatBytes(size)}; the limit is ${formatBytes(SIGNATURE_MAX_BYTES)}.`;
}

/** What is wrong with a signature image, in words for the visitor, or undefined for a PNG or JPG within the cap. */
export function signatureImageProblem(bytes: Uint8Array): string | undefined {
  if (bytes.byteLength === 0) return "The signature image is empty.";
  const tooLarge = signatureSizeProblem(bytes.byteLength);
  if (tooLarge) return tooLarge;
  const kind = imageKind(bytes);
  if (kind !== "png" && kind !== "jpeg") return "The signature image must be a PNG or JPG file.";
  return undefined;
}
