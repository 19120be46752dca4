// Winnowing (Schleimer, Wilkerson and Aiken, 2003; the method MOSS uses): hash every run of k words (a
// shingle), then keep the smallest hash of each window of w consecutive shingles. Any shared passage of at
// least w + k - 1 words is then guaranteed to share a kept fingerprint, while only about 2/(w+1) of the
// shingles are stored.

export interface Token {
  word: string;
  start: number;
  end: number;
}

export interface Fingerprint {
  hash: number;
  position: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** Words in lower case with their offsets in the original text, so matches map back to exact spans. */
export function tokenize(text: string): Token[] {
  return [...text.matchAll(WORD)].map((m) => ({
    word: m[0].toLowerCase().replace(/’/g, "'"),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** FNV-1a as a signed 32-bit integer (it is stored in a Postgres integer column). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export function shingleHashes(tokens: readonly Token[], k: number): number[] {
  const hashes: number[] = [];
  for (let i = 0; i + k <= tokens.length; i++)
    hashes.push(
      hash(
        tokens
          .slice(i, i + k)
          .map((t) => t.word)
          .join(" "),
      ),
    );
  return hashes;
}

/** The winnowed fingerprints: the rightmost minimum of each window, each position kept once. */
export function winnow(hashes: readonly number[], w: number): Fingerprint[] {
  if (hashes.length === 0) return [];
  if (hashes.length <= w) {
    let min = 0;
    for (let i = 1; i < hashes.length; i++) if (hashes[i]! <= hashes[min]!) min = i;
    return [{ hash: hashes[min]!, position: min }];
  }
  const kept: Fingerprint[] = [];
  let last = -1;
  for (let start = 0; start + w <= hashes.length; start++) {
    let min = start;
    for (let i = start + 1; i < start + w; i++) if (hashes[i]! <= hashes[min]!) min = i;
    if (min !== last) {
      kept.push({ hash: hashes[min]!, position: min });
      last = min;
    }
  }
  return kept;
}

export function fingerprints(text: string, k: number, w: number): Fingerprint[] {
  return winnow(shingleHashes(tokenize(text), k), w);
}
