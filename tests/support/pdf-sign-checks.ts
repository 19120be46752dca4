import { PDFDict, type PDFDocument, PDFName, PDFRawStream } from "@cantoo/pdf-lib";
import { pageContent } from "./pdf-fixtures";

/** The image XObjects a page's resources name, with their dictionaries. */
export function pageImages(doc: PDFDocument, index: number): { name: string; dict: PDFDict }[] {
  const xObjects = doc.getPage(index).node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  return (xObjects?.entries() ?? []).flatMap(([name, ref]) => {
    const object = doc.context.lookup(ref);
    const image =
      object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image");
    return image ? [{ name: name.asString(), dict: object.dict }] : [];
  });
}

/** The `cm` numbers before each XObject a page draws (`a b c d e f cm /Name Do`). */
export function placements(doc: PDFDocument, index: number): number[][] {
  return [...pageContent(doc, index).matchAll(/([-\d.\s]+) cm\s*\/\S+ Do/g)].map((m) =>
    m[1]!.trim().split(/\s+/).map(Number),
  );
}
