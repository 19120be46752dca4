import { diffArrays } from "diff";

// Which page of the original goes with which page of the changed file. Pages are matched by their text,
// so a page inserted or removed in the middle does not throw every page after it out of step; pages left
// unmatched between two matches are paired in order (an edited page), and any left over were added or removed.

/** A page of the original (`original`), of the changed file (`changed`), or of both, 0-based. */
export interface PagePair {
  original?: number;
  changed?: number;
}

/** Text compared for matching: the same words in the same order, whatever the spacing. */
const key = (text: string) => text.replace(/\s+/g, " ").trim();

export function alignPages(original: string[], changed: string[]): PagePair[] {
  const parts = diffArrays(original.map(key), changed.map(key));
  const pairs: PagePair[] = [];
  let a = 0;
  let b = 0;
  let removed: number[] = [];
  let added: number[] = [];
  const flush = () => {
    const paired = Math.min(removed.length, added.length);
    for (let i = 0; i < paired; i++) pairs.push({ original: removed[i], changed: added[i] });
    for (const index of removed.slice(paired)) pairs.push({ original: index });
    for (const index of added.slice(paired)) pairs.push({ changed: index });
    removed = [];
    added = [];
  };
  for (const part of parts) {
    const count = part.value.length;
    if (part.removed) removed.push(...Array.from({ length: count }, (_, i) => a + i));
    else if (part.added) added.push(...Array.from({ length: count }, (_, i) => b + i));
    else {
      flush();
      for (let i = 0; i < count; i++) pairs.push({ original: a + i, changed: b + i });
    }
    if (!part.added) a += count;
    if (!part.removed) b += count;
  }
  flush();
  return pairs;
}
