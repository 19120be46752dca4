/** A signature ready to place: PNG or JPG bytes and its size in pixels (its shape decides the box's). */
export interface Signature {
  bytes: Uint8Array;
  width: number;
  height: number;
}

// A little room around the ink, so antialiased stroke edges are not cut.
const PAD = 4;

/**
 * The ink on a transparent canvas, cut to its bounds, as a PNG (transparent around the strokes, so it sits
 * on the page like ink). Undefined when nothing is drawn.
 */
export async function inkedSignature(canvas: HTMLCanvasElement): Promise<Signature | undefined> {
  const { width, height } = canvas;
  if (width === 0 || height === 0) return undefined;
  const { data } = canvas.getContext("2d")!.getImageData(0, 0, width, height);
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3] === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  if (right < 0) return undefined;
  [left, top] = [Math.max(0, left - PAD), Math.max(0, top - PAD)];
  [right, bottom] = [Math.min(width - 1, right + PAD), Math.min(height - 1, bottom + PAD)];
  const cut = document.createElement("canvas");
  cut.width = right - left + 1;
  cut.height = bottom - top + 1;
  cut.getContext("2d")!.drawImage(canvas, left, top, cut.width, cut.height, 0, 0, cut.width, cut.height);
  const blob = await new Promise<Blob | null>((resolve) => cut.toBlob(resolve, "image/png"));
  if (!blob) return undefined;
  return { bytes: new Uint8Array(await blob.arrayBuffer()), width: cut.width, height: cut.height };
}
