import { PDFDocument, PDFName, StandardFonts } from "@cantoo/pdf-lib";

/** One page of `shapedPdf`: its media box size, and optionally its own /Rotate and a crop box. */
export interface PageShape {
  size: [width: number, height: number];
  rotate?: number;
  crop?: [x: number, y: number, width: number, height: number];
}

/**
 * A PDF whose page i reads "<label> page i" (1-based), each page shaped as asked; `inheritedRotate` puts a
 * /Rotate on the page tree's root, which pages without their own inherit.
 */
export async function shapedPdf(
  label: string,
  shapes: PageShape[],
  { inheritedRotate }: { inheritedRotate?: number } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  shapes.forEach((shape, i) => {
    const page = doc.addPage(shape.size);
    page.drawText(`${label} page ${i + 1}`, { x: 10, y: 20, size: 12, font });
    if (shape.crop) page.setCropBox(...shape.crop);
    // Written as is: pdf-lib's setRotation refuses the odd values (45) some files have.
    if (shape.rotate !== undefined) page.node.set(PDFName.of("Rotate"), doc.context.obj(shape.rotate));
  });
  if (inheritedRotate !== undefined)
    doc.catalog.Pages().set(PDFName.of("Rotate"), doc.context.obj(inheritedRotate));
  return doc.save();
}

/** The /Rotate each page of a document ends up with (its own or inherited), as pdf-lib reads it. */
export function rotations(doc: PDFDocument): number[] {
  return doc.getPages().map((p) => p.getRotation().angle);
}
