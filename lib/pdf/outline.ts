import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFNumber,
  PDFRef,
  PDFString,
  type PDFObject,
} from "@cantoo/pdf-lib";

/** A bookmark read from a source file: its title, the page it points at (0-based) and its children. */
export interface Bookmark {
  title: string;
  pageIndex?: number;
  /** The destination's view after the page ("/XYZ left top zoom", "/Fit"), copied as numbers and names. */
  view: PDFObject[];
  children: Bookmark[];
}

const MAX_BOOKMARKS = 10_000;

/** Reads a document's bookmarks, resolving explicit, named and GoTo-action destinations to page indexes. */
export function readBookmarks(doc: PDFDocument): Bookmark[] {
  const outlines = doc.catalog.lookupMaybe(PDFName.of("Outlines"), PDFDict);
  if (!outlines) return [];
  const pageIndex = new Map(doc.getPages().map((p, i) => [p.ref.toString(), i]));
  const seen = new Set<PDFDict>();
  const walk = (first: PDFDict | undefined): Bookmark[] => {
    const items: Bookmark[] = [];
    // Loops are guarded: a damaged outline can point back at an earlier item.
    for (let item = first; item && !seen.has(item) && seen.size < MAX_BOOKMARKS;) {
      seen.add(item);
      const dest = destinationOf(doc, item);
      const target = dest?.lookup(0);
      items.push({
        title: textOf(item.lookup(PDFName.of("Title"))),
        pageIndex: target instanceof PDFDict ? pageIndex.get(refOf(doc, dest!.get(0))) : undefined,
        view: dest ? dest.asArray().slice(1).filter(isPlain) : [],
        children: walk(item.lookupMaybe(PDFName.of("First"), PDFDict)),
      });
      item = item.lookupMaybe(PDFName.of("Next"), PDFDict);
    }
    return items;
  };
  return walk(outlines.lookupMaybe(PDFName.of("First"), PDFDict));
}

/** The reference of a page named in a destination (by reference, or inline), as text; "" if none. */
export function refOf(doc: PDFDocument, object: PDFObject | undefined): string {
  return object instanceof PDFRef ? object.toString() : (doc.context.getObjectRef(object!)?.toString() ?? "");
}

function isPlain(object: PDFObject): boolean {
  return object instanceof PDFNumber || object instanceof PDFName || object === PDFNull;
}

function textOf(object: PDFObject | undefined): string {
  return object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : "";
}

/** The explicit destination of a bookmark or link: its own, its GoTo action's, or the one its name stands for. */
export function destinationOf(doc: PDFDocument, item: PDFDict): PDFArray | undefined {
  let dest = item.lookup(PDFName.of("Dest"));
  const action = item.lookupMaybe(PDFName.of("A"), PDFDict);
  if (!dest && action?.lookup(PDFName.of("S")) === PDFName.of("GoTo")) dest = action.lookup(PDFName.of("D"));
  if (dest instanceof PDFName || dest instanceof PDFString || dest instanceof PDFHexString) {
    dest = namedDestination(doc, dest);
  }
  if (dest instanceof PDFDict) dest = dest.lookup(PDFName.of("D"));
  return dest instanceof PDFArray && dest.size() > 0 ? dest : undefined;
}

function namedDestination(doc: PDFDocument, name: PDFObject): PDFObject | undefined {
  if (name instanceof PDFName) return doc.catalog.lookupMaybe(PDFName.of("Dests"), PDFDict)?.lookup(name);
  const key = (name as PDFString | PDFHexString).decodeText();
  const names = doc.catalog.lookupMaybe(PDFName.of("Names"), PDFDict);
  return searchNameTree(names?.lookupMaybe(PDFName.of("Dests"), PDFDict), key, 0);
}

function searchNameTree(node: PDFDict | undefined, key: string, depth: number): PDFObject | undefined {
  if (!node || depth > 32) return undefined;
  const names = node.lookupMaybe(PDFName.of("Names"), PDFArray);
  if (names) {
    for (let i = 0; i + 1 < names.size(); i += 2) {
      if (textOf(names.lookup(i)) === key) return names.lookup(i + 1);
    }
  }
  const kids = node.lookupMaybe(PDFName.of("Kids"), PDFArray);
  for (let i = 0; kids && i < kids.size(); i++) {
    const found = searchNameTree(kids.lookupMaybe(i, PDFDict), key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** A bookmark ready to write: the page it points at in the new document, if that page is still there. */
export interface PlacedBookmark {
  title: string;
  target?: PDFRef;
  view: PDFObject[];
  children: PlacedBookmark[];
}

/** Re-points bookmarks read from a source at their pages in a new document (`pageRef` maps an index). */
export function placeBookmarks(
  items: Bookmark[],
  pageRef: (index: number) => PDFRef | undefined,
): PlacedBookmark[] {
  return items.map((b) => ({
    title: b.title,
    target: b.pageIndex === undefined ? undefined : pageRef(b.pageIndex),
    view: b.view,
    children: placeBookmarks(b.children, pageRef),
  }));
}

/**
 * Writes bookmarks into `doc` as its outline. A bookmark whose page is gone keeps its place only if it has
 * children (which are kept), else it is dropped.
 */
export function writeBookmarks(doc: PDFDocument, roots: PlacedBookmark[]): void {
  const context = doc.context;
  const build = (
    items: PlacedBookmark[],
    parent: PDFRef,
  ): { first?: PDFRef; last?: PDFRef; count: number } => {
    let first: PDFRef | undefined;
    let previous: { ref: PDFRef; dict: PDFDict } | undefined;
    let count = 0;
    for (const item of items) {
      const target = item.target;
      if (!target && item.children.length === 0) continue;
      const ref = context.nextRef();
      const dict = context.obj({ Title: PDFHexString.fromText(item.title), Parent: parent });
      if (target)
        dict.set(
          PDFName.of("Dest"),
          context.obj([target, ...(item.view.length ? item.view : [PDFName.of("Fit")])]),
        );
      const kids = build(item.children, ref);
      if (kids.first && kids.last) {
        dict.set(PDFName.of("First"), kids.first);
        dict.set(PDFName.of("Last"), kids.last);
        // A negative count shows the item closed, as most viewers expect for long outlines.
        dict.set(PDFName.of("Count"), PDFNumber.of(-kids.count));
      }
      if (previous) {
        dict.set(PDFName.of("Prev"), previous.ref);
        previous.dict.set(PDFName.of("Next"), ref);
      }
      context.assign(ref, dict);
      first ??= ref;
      previous = { ref, dict };
      count += 1;
    }
    return { first, last: previous?.ref, count };
  };
  const outlinesRef = context.nextRef();
  const top = build(roots, outlinesRef);
  if (!top.first || !top.last) return;
  context.assign(
    outlinesRef,
    context.obj({ Type: "Outlines", First: top.first, Last: top.last, Count: top.count }),
  );
  doc.catalog.set(PDFName.of("Outlines"), outlinesRef);
}
