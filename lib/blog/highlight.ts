// Search snippets come from the database with matched words between these two markers, and with the
// entities of the stored HTML still encoded. They are split here into parts of plain text, which the page
// renders as text, so nothing in a post becomes HTML.

export const MARK_START = "\uE000";
export const MARK_END = "\uE001";

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/** Parts of a marked snippet; a stray marker (a post that contained one) is dropped, never trusted. */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, marked: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  for (const [i, chunk] of snippet.split(MARK_START).entries()) {
    const end = chunk.indexOf(MARK_END);
    if (i === 0 || end === -1) {
      push(chunk.replaceAll(MARK_END, ""), false);
      continue;
    }
    push(chunk.slice(0, end), true);
    push(chunk.slice(end + 1).replaceAll(MARK_END, ""), false);
  }
  return parts.map((p) => ({ ...p, text: decodeEntities(p.text).replace(/\s+/g, " ") }));
}

/** The four entities sanitize-html writes ("&amp;" last, so "&amp;lt;" reads "&lt;"). */
function decodeEntities(text: string): string {
  return text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
}
