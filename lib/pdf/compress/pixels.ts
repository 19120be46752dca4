import type { Pixels } from "./codec";

/**
 * Shrinks by area averaging: each output pixel is the mean of the source pixels it covers, which is
 * what a downsample for print and screen wants (no aliasing, no ringing).
 */
export function downsample(source: Pixels, width: number, height: number): Pixels {
  if (width >= source.width && height >= source.height) return source;
  const data = new Uint8Array(width * height * 4);
  const sx = source.width / width;
  const sy = source.height / height;
  const sums = new Float64Array(4);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
      sums.fill(0);
      for (let yy = y0; yy < y1; yy++) {
        let at = (yy * source.width + x0) * 4;
        for (let xx = x0; xx < x1; xx++, at += 4) {
          sums[0]! += source.data[at]!;
          sums[1]! += source.data[at + 1]!;
          sums[2]! += source.data[at + 2]!;
        }
      }
      const count = (y1 - y0) * (x1 - x0);
      const out = (y * width + x) * 4;
      data[out] = sums[0]! / count;
      data[out + 1] = sums[1]! / count;
      data[out + 2] = sums[2]! / count;
      data[out + 3] = 255;
    }
  }
  return { width, height, data };
}

/** Rec. 601 luma in every channel. */
export function toGray(pixels: Pixels): Pixels {
  const data = new Uint8Array(pixels.data.length);
  for (let i = 0; i < data.length; i += 4) {
    const luma = 0.299 * pixels.data[i]! + 0.587 * pixels.data[i + 1]! + 0.114 * pixels.data[i + 2]!;
    data[i] = data[i + 1] = data[i + 2] = luma;
    data[i + 3] = 255;
  }
  return { ...pixels, data };
}

/** RGBA from raw 8-bit samples of 1 (gray) or 3 (RGB) components. */
export function fromSamples(samples: Uint8Array, width: number, height: number, components: 1 | 3): Pixels {
  const data = new Uint8Array(width * height * 4);
  for (let p = 0, s = 0; p < data.length; p += 4, s += components) {
    data[p] = samples[s]!;
    data[p + 1] = samples[s + (components === 3 ? 1 : 0)]!;
    data[p + 2] = samples[s + (components === 3 ? 2 : 0)]!;
    data[p + 3] = 255;
  }
  return { width, height, data };
}
