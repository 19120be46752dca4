/// <reference lib="webworker" />
import type { ImageCodec } from "./codec";

/** The browser's own JPEG codecs (native and fast), reached through createImageBitmap and OffscreenCanvas. */
export const browserCodec: ImageCodec = {
  async decodeJpeg(bytes) {
    // PDF viewers ignore EXIF inside an embedded JPEG, so the pixels are read as stored.
    const bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type: "image/jpeg" }), {
      imageOrientation: "none",
      colorSpaceConversion: "none",
    });
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: canvas.width, height: canvas.height, data: new Uint8Array(data.buffer) };
  },
  async encodeJpeg(pixels, quality) {
    const canvas = new OffscreenCanvas(pixels.width, pixels.height);
    const clamped = new Uint8ClampedArray(
      pixels.data.buffer as ArrayBuffer,
      pixels.data.byteOffset,
      pixels.data.byteLength,
    );
    canvas.getContext("2d")!.putImageData(new ImageData(clamped, pixels.width, pixels.height), 0, 0);
    const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: quality / 100 });
    return new Uint8Array(await blob.arrayBuffer());
  },
};
