import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from "@cantoo/pdf-lib";
import { destinationOf, refOf } from "./outline";

// Internal links (Link annotations that go to a page of the same file) name their page by reference, or by
// a name kept in the file's catalog. Copying a page into a new document would copy the page a link names
// along with it, as a stray page outside the page tree (the link goes nowhere and the file grows), and
// leaves the catalog's names behind. So before copying, each such link names its page by index (a number,
// which copying leaves alone); after, by that page's copy, or the link is removed when the page was left out.

const ANNOTS = PDFName.of("Annots");
const DEST = PDFName.of("Dest");

function linksOf(doc: PDFDocument, page: PDFPage): PDFDict[] {
  const annots = page.node.lookupMaybe(ANNOTS, PDFArray);
  return (annots?.asArray() ?? [])
    .map((entry) => doc.context.lookup(entry))
    .filter(
      (a): a is PDFDict => a instanceof PDFDict && a.lookup(PDFName.of("Subtype")) === PDFName.of("Link"),
    );
}

/** Before copying `pages` (0-based) of `doc`: each internal link on them names its page by index. */
export function detachLinks(doc: PDFDocument, pages: Iterable<number>): void {
  const all = doc.getPages();
  const indexOf = new Map(all.map((p, i) => [p.ref.toString(), i]));
  for (const index of new Set(pages)) {
    for (const link of linksOf(doc, all[index]!)) {
      const dest = destinationOf(doc, link);
      // Already detached: the page was copied before (split writes several parts from one source).
      if (!dest || dest.get(0) instanceof PDFNumber) continue;
      const target = indexOf.get(refOf(doc, dest.get(0)));
      if (target === undefined) continue;
      link.set(DEST, doc.context.obj([PDFNumber.of(target), ...dest.asArray().slice(1)]));
      // A GoTo action said the same; a link has a destination or an action, not both.
      link.delete(PDFName.of("A"));
    }
  }
}

/**
 * After copying: each detached link on `copies` goes to the copy of its page (`pageRef` maps a source
 * index), and is removed when that page is not in the new document.
 */
export function reattachLinks(
  doc: PDFDocument,
  copies: PDFPage[],
  pageRef: (index: number) => PDFRef | undefined,
): void {
  for (const page of copies) {
    const annots = page.node.lookupMaybe(ANNOTS, PDFArray);
    if (!annots) continue;
    const kept = annots.asArray().filter((entry) => {
      const link = doc.context.lookup(entry);
      const dest = link instanceof PDFDict ? link.lookup(DEST) : undefined;
      const index = dest instanceof PDFArray ? dest.get(0) : undefined;
      if (!(index instanceof PDFNumber)) return true;
      const target = pageRef(index.asNumber());
      if (target)
        (link as PDFDict).set(DEST, doc.context.obj([target, ...(dest as PDFArray).asArray().slice(1)]));
      return target !== undefined;
    });
    page.node.set(ANNOTS, doc.context.obj(kept));
  }
}
