import { parseHTML } from "linkedom";

const BLOCKS =
  "p, div, li, td, th, br, h1, h2, h3, h4, h5, h6, section, article, header, footer, nav, blockquote, pre";

/** A parsed document's visible text: scripts and styles dropped, and blocks kept apart by a space. */
export function documentText(document: Document): string {
  for (const el of document.querySelectorAll("script, style, noscript, template")) el.remove();
  // textContent runs blocks together ("Smith</p><p>I" reads "SmithI"), so each block ends with a space.
  for (const el of document.querySelectorAll(BLOCKS)) el.append(document.createTextNode(" "));
  return (document.body?.textContent ?? document.documentElement?.textContent ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of an HTML fragment, such as a post's stored content. */
export function htmlToText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return documentText(document as unknown as Document);
}
