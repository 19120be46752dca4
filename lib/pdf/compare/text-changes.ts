import { diffWords } from "diff";

/** A stretch of a page's text: in both files, only in the original, or only in the changed file. */
export interface TextChange {
  kind: "same" | "removed" | "added";
  text: string;
}

/** Words of unchanged text kept on each side of a change, so it can be found on the page. */
const CONTEXT_WORDS = 8;
/** A page whose word diff takes longer than this is shown as wholly replaced. */
const DIFF_TIMEOUT_MS = 2000;

export const flattenSpace = (text: string) => text.replace(/\s+/g, " ").trim();

/** Long unchanged stretches shortened to the words next to a change, with "…" for what was left out. */
function shortened(text: string, first: boolean, last: boolean): string {
  const words = text.trim().split(" ");
  const keep = (first ? 0 : CONTEXT_WORDS) + (last ? 0 : CONTEXT_WORDS);
  if (words.length <= keep + 2) return text;
  const head = first ? "" : `${words.slice(0, CONTEXT_WORDS).join(" ")} `;
  const tail = last ? "" : ` ${words.slice(-CONTEXT_WORDS).join(" ")}`;
  // The spaces around the stretch part it from the changes beside it: kept.
  const lead = /^\s/.test(text) ? " " : "";
  const trail = /\s$/.test(text) ? " " : "";
  return `${lead}${head}…${tail}${trail}`;
}

/**
 * The word-by-word differences between two pages' text (jsdiff's diffWords), unchanged stretches cut to
 * the words around each change. Empty when the words are the same, whatever the spacing.
 */
export function textChanges(original: string, changed: string): TextChange[] {
  const a = flattenSpace(original);
  const b = flattenSpace(changed);
  if (a === b) return [];
  const parts = diffWords(a, b, { timeout: DIFF_TIMEOUT_MS });
  if (!parts) {
    return [
      ...(a ? [{ kind: "removed" as const, text: a }] : []),
      ...(b ? [{ kind: "added" as const, text: b }] : []),
    ];
  }
  return parts.map((part, i) => {
    if (part.added) return { kind: "added", text: part.value };
    if (part.removed) return { kind: "removed", text: part.value };
    return { kind: "same", text: shortened(part.value, i === 0, i === parts.length - 1) };
  });
}
