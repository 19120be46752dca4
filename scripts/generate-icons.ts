import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// Draws the raster icons from app/icon.svg (the one source): /favicon.ico for browsers that ask for it
// without looking at the page, the apple-touch icon, and the web manifest's 192 and 512 px icons.
// Run `npx tsx scripts/generate-icons.ts` after changing the SVG. sharp comes with Next.js.

const root = process.cwd();
const { default: sharp } = await import("sharp");
const svg = readFileSync(path.join(root, "app", "icon.svg"));
const png = (size: number) =>
  sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();

/** An ICO file holding PNG images (supported by every browser since IE Vista-era). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const sizes = [16, 32, 48];
writeFileSync(
  path.join(root, "app", "favicon.ico"),
  ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })))),
);
writeFileSync(path.join(root, "app", "apple-icon.png"), await png(180));
for (const size of [192, 512]) writeFileSync(path.join(root, "public", `icon-${size}.png`), await png(size));
console.log("[creatorkit] icons written: app/favicon.ico, app/apple-icon.png, public/icon-{192,512}.png");
