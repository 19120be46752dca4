import jpeg from "jpeg-js";

/** RGBA pixels, 8 bits per channel. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * JPEG decoding and encoding. Node (tests, benchmarks) uses this pure-JS codec; the browser's worker passes
 * one built on createImageBitmap and OffscreenCanvas, which use the browser's own native codecs.
 */
export interface ImageCodec {
  decodeJpeg(bytes: Uint8Array): Promise<Pixels>;
  encodeJpeg(pixels: Pixels, quality: number): Promise<Uint8Array>;
}

/** Guards a hostile JPEG's claims: jpeg-js allocates what the header says. */
const MAX_DECODE_MEGAPIXELS = 100;

export const jsCodec: ImageCodec = {
  async decodeJpeg(bytes) {
    const image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_DECODE_MEGAPIXELS,
      maxMemoryUsageInMB: 1024,
    });
    return { width: image.width, height: image.height, data: image.data };
  },
  async encodeJpeg(pixels, quality) {
    return new Uint8Array(jpeg.encode(pixels, quality).data);
  },
};
