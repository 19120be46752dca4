import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFStream,
  PDFString,
  StandardFonts,
  decodePDFRawStream,
  degrees,
} from "@cantoo/pdf-lib";
import type { InputFile } from "@/lib/pdf/types";

/** A PDF whose page i reads "<label> page i" (1-based), with a bookmark per page when asked. */
export async function labelledPdf(
  label: string,
  pages: number,
  { bookmarks = false, password }: { bookmarks?: boolean; password?: string } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    doc.addPage([300, 400]).drawText(`${label} page ${i}`, { x: 20, y: 200, size: 14, font });
  }
  if (bookmarks) addBookmarks(doc, label);
  if (password) doc.encrypt({ userPassword: password, ownerPassword: `${password}-owner` });
  return doc.save();
}

/** One top-level bookmark per page, "<label> chapter i", pointing at that page. */
function addBookmarks(doc: PDFDocument, label: string): void {
  const { context } = doc;
  const outlinesRef = context.nextRef();
  const refs = doc.getPages().map(() => context.nextRef());
  doc.getPages().forEach((page, i) => {
    const item = context.obj({
      Title: PDFHexString.fromText(`${label} chapter ${i + 1}`),
      Parent: outlinesRef,
      Dest: [page.ref, "XYZ", null, null, null],
    });
    if (i > 0) item.set(PDFName.of("Prev"), refs[i - 1]!);
    if (i < refs.length - 1) item.set(PDFName.of("Next"), refs[i + 1]!);
    context.assign(refs[i]!, item);
  });
  context.assign(
    outlinesRef,
    context.obj({ Type: "Outlines", First: refs[0]!, Last: refs.at(-1)!, Count: refs.length }),
  );
  doc.catalog.set(PDFName.of("Outlines"), outlinesRef);
}

/**
 * A three-page PDF ("P page 1"…) that tells about itself: title, author, keywords, creator and creation date
 * in its information dictionary, and XMP packets on the document and its second page.
 */
export async function describedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await labelledPdf("P", 3), { updateMetadata: false });
  doc.setTitle("Old title");
  doc.setAuthor("Old author");
  doc.setKeywords(["old"]);
  doc.setCreator("Some editor");
  doc.setCreationDate(new Date(Date.UTC(2024, 0, 15)));
  const xmp = () =>
    doc.context.register(
      doc.context.stream("<x:xmpmeta xmlns:x='adobe:ns:meta/'><dc:title>Old title</dc:title></x:xmpmeta>", {
        Type: "Metadata",
        Subtype: "XML",
      }),
    );
  doc.catalog.set(PDFName.of("Metadata"), xmp());
  doc.getPage(1).node.set(PDFName.of("Metadata"), xmp());
  return doc.save();
}

export function input(name: string, bytes: Uint8Array, password?: string): InputFile {
  return { name, bytes, password };
}

/** A page's content stream(s), decoded, as text. */
export function pageContent(doc: PDFDocument, index: number): string {
  const contents = doc.getPage(index).node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const latin1 = new TextDecoder("latin1");
  return streams
    .map((s) =>
      s instanceof PDFRawStream
        ? latin1.decode(decodePDFRawStream(s).decode())
        : s instanceof PDFStream
          ? latin1.decode(s.getContents())
          : "",
    )
    .join("\n");
}

/** The text a page draws (pdf-lib writes standard-font text as hex strings). */
export function pageText(doc: PDFDocument, index: number): string {
  return [...pageContent(doc, index).matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)]
    .map((m) =>
      m[1]!
        .match(/../g)!
        .map((h) => String.fromCharCode(parseInt(h, 16)))
        .join(""),
    )
    .join(" ");
}

export function allPageTexts(doc: PDFDocument): string[] {
  return doc.getPageIndices().map((i) => pageText(doc, i));
}

/** The bookmarks of a document as "title -> page number" lines, nested ones indented. */
export function bookmarkLines(doc: PDFDocument): string[] {
  const pageNumber = new Map(doc.getPages().map((p, i) => [p.ref.toString(), i + 1]));
  const lines: string[] = [];
  const visit = (first: unknown, depth: number) => {
    let item = first as PDFDict | undefined;
    while (item) {
      const title = (item.lookup(PDFName.of("Title")) as PDFHexString).decodeText();
      const dest = item.lookup(PDFName.of("Dest"));
      const page = dest instanceof PDFArray ? pageNumber.get(dest.get(0).toString()) : undefined;
      lines.push(`${"  ".repeat(depth)}${title} -> ${page ?? "none"}`);
      visit(item.lookup(PDFName.of("First")), depth + 1);
      item = item.lookup(PDFName.of("Next")) as typeof item;
    }
  };
  const outlines = doc.catalog.lookup(PDFName.of("Outlines")) as PDFDict | undefined;
  visit(outlines?.lookup(PDFName.of("First")), 0);
  return lines;
}

/**
 * An image-heavy PDF: each page has a caption, a link and a photo drawn 4×3 inches from `pixels` wide
 * pixels (1200 is 300 dpi), plus one bookmark per page.
 */
export async function photoPdf(pages: number, photo: (page: number) => Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Photo page ${i}`, { x: 72, y: 720, size: 14, font });
    const image = await doc.embedJpg(photo(i));
    page.drawImage(image, { x: 72, y: 400, width: 288, height: 216 });
    const link = doc.context.register(
      doc.context.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: [72, 700, 300, 740],
        Border: [0, 0, 0],
        A: { S: "URI", URI: PDFString.of(`https://example.com/${i}`) },
      }),
    );
    page.node.set(PDFName.of("Annots"), doc.context.obj([link]));
  }
  addBookmarks(doc, "Photo");
  return doc.save();
}

/** The URI of each page's link annotations. */
export function linkTargets(doc: PDFDocument): string[][] {
  return doc.getPages().map((page) => {
    const annots = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
    return (annots?.asArray() ?? []).map((ref) => {
      const action = (doc.context.lookup(ref) as PDFDict).lookup(PDFName.of("A")) as PDFDict;
      return (action.lookup(PDFName.of("URI")) as PDFString).decodeText();
    });
  });
}

/**
 * `labelledPdf` plus internal links: each `[from, to, how]` puts on page `from` (1-based) a link to page
 * `to`, by an explicit destination, a GoTo action, or a named destination in the catalog.
 */
export async function linkedPdf(
  label: string,
  pages: number,
  links: [from: number, to: number, how: "dest" | "goto" | "named"][],
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await labelledPdf(label, pages));
  const { context } = doc;
  const names: (PDFString | PDFArray)[] = [];
  links.forEach(([from, to, how], i) => {
    const target = context.obj([doc.getPage(to - 1).ref, PDFName.of("Fit")]);
    const name = PDFString.of(`${label}-${i}`);
    if (how === "named") names.push(name, target);
    const link = context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [20, 180, 200, 220],
      Border: [0, 0, 0],
    });
    if (how === "dest") link.set(PDFName.of("Dest"), target);
    if (how === "goto") link.set(PDFName.of("A"), context.obj({ S: "GoTo", D: target }));
    if (how === "named") link.set(PDFName.of("Dest"), name);
    const page = doc.getPage(from - 1).node;
    const annots = page.lookupMaybe(PDFName.of("Annots"), PDFArray) ?? context.obj([]);
    annots.push(context.register(link));
    page.set(PDFName.of("Annots"), annots);
  });
  if (names.length) {
    doc.catalog.set(PDFName.of("Names"), context.obj({ Dests: context.obj({ Names: context.obj(names) }) }));
  }
  return doc.save();
}

/** Per page, the page number (1-based) each internal link goes to: 0 for a page outside the page tree. */
export function internalLinks(doc: PDFDocument): number[][] {
  const pages = doc.getPages().map((p) => p.ref.toString());
  return doc.getPages().map((page) => {
    const annots = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
    return (annots?.asArray() ?? []).flatMap((ref) => {
      const link = doc.context.lookup(ref) as PDFDict;
      const dest = link.lookup(PDFName.of("Dest"));
      if (!(dest instanceof PDFArray)) return [];
      return [pages.indexOf(String(dest.get(0))) + 1];
    });
  });
}

/** How many page objects the file holds, in its page tree or not (a stray copy shows as one too many). */
export function pageObjects(doc: PDFDocument): number {
  return doc.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) => object instanceof PDFDict && object.lookup(PDFName.of("Type")) === PDFName.of("Page"),
    ).length;
}

/** Pages of 400 × 600 points with a word near each corner. */
export async function cornersPdf(pages = 1, rotate = 0): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([400, 600]);
    page.drawText("TopLeft", { x: 20, y: 560, size: 14, font });
    page.drawText("TopRight", { x: 300, y: 560, size: 14, font });
    page.drawText("BottomLeft", { x: 20, y: 30, size: 14, font });
    page.drawText("BottomRight", { x: 280, y: 30, size: 14, font });
    page.setRotation(degrees(rotate));
  }
  return doc.save();
}
