import jpeg from "jpeg-js";

/** A real JPEG of `width`×`height` (left half red, right half blue), with an EXIF orientation when given. */
export function jpegImage(width: number, height: number, orientation?: number): Uint8Array {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      data[at] = x < width / 2 ? 220 : 20;
      data[at + 2] = x < width / 2 ? 20 : 220;
      data[at + 3] = 255;
    }
  }
  const bytes = new Uint8Array(jpeg.encode({ data, width, height }, 90).data);
  return orientation ? withExifOrientation(bytes, orientation) : bytes;
}

/** Inserts an APP1 Exif segment holding only the Orientation tag (0x0112) right after the JPEG's SOI. */
function withExifOrientation(jpegBytes: Uint8Array, orientation: number): Uint8Array {
  const tiff = [
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // big-endian TIFF header, IFD0 at offset 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00, // Orientation, SHORT, 1
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ];
  const payload = [...Buffer.from("Exif\0\0", "latin1"), ...tiff];
  const length = payload.length + 2;
  const segment = [0xff, 0xe1, length >> 8, length & 0xff, ...payload];
  return new Uint8Array([...jpegBytes.subarray(0, 2), ...segment, ...jpegBytes.subarray(2)]);
}

/** A 1×1 PNG. */
export const PNG_1X1 = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
);

/** A photo-like JPEG: smooth colour gradients with fine grain, so it compresses as real photos do. */
export function photoJpeg(width: number, height: number, seed = 1, quality = 92): Uint8Array {
  const data = Buffer.alloc(width * height * 4);
  let state = seed * 2654435761;
  const noise = () => ((state = (state * 1103515245 + 12345) >>> 0) >>> 24) - 128;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const wave = Math.sin((x + seed * 37) / 53) * Math.cos((y - seed * 11) / 41) * 60;
      data[at] = Math.max(0, Math.min(255, 128 + wave + (x / width) * 80 + noise() / 6));
      data[at + 1] = Math.max(0, Math.min(255, 110 + wave / 2 + (y / height) * 90 + noise() / 6));
      data[at + 2] = Math.max(0, Math.min(255, 90 - wave + noise() / 6));
      data[at + 3] = 255;
    }
  }
  return new Uint8Array(jpeg.encode({ data, width, height }, quality).data);
}
