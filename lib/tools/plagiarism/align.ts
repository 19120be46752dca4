import { shingleHashes, type Token } from "./fingerprint";

// Exact alignment of a candidate source against the submitted text: every shared k-word shingle (words
// compared, not just hashes), chained into passages along one diagonal, allowing small edits in between.

export interface Passage {
  /** Word range in the submitted text, inclusive start, exclusive end. */
  from: number;
  to: number;
  /** Word range in the source. */
  sourceFrom: number;
  sourceTo: number;
  /** Word indexes of the submitted text covered by shared shingles (the words between were edited). */
  covered: number[];
}

/** Edits of up to this many words inside a passage keep it one passage. */
const GAP = 4;

const same = (a: readonly Token[], i: number, b: readonly Token[], j: number, k: number) => {
  for (let n = 0; n < k; n++) if (a[i + n]!.word !== b[j + n]!.word) return false;
  return true;
};

export function align(
  query: readonly Token[],
  source: readonly Token[],
  k: number,
  minWords: number,
): Passage[] {
  const where = new Map<number, number[]>();
  shingleHashes(source, k).forEach((h, j) => where.set(h, [...(where.get(h) ?? []), j]));
  const hits: { q: number; s: number }[] = [];
  shingleHashes(query, k).forEach((h, q) => {
    for (const s of where.get(h) ?? []) if (same(query, q, source, s, k)) hits.push({ q, s });
  });

  // Chain hits that continue one another (both texts advance by about the same amount).
  const chains: { q: number; s: number }[][] = [];
  for (const hit of hits) {
    const chain = chains.find((c) => {
      const last = c.at(-1)!;
      const dq = hit.q - last.q;
      const ds = hit.s - last.s;
      return dq > 0 && dq <= k + GAP && ds > 0 && Math.abs(dq - ds) <= GAP;
    });
    if (chain) chain.push(hit);
    else chains.push([hit]);
  }

  return chains
    .map((chain) => {
      const covered = new Set<number>();
      for (const { q } of chain) for (let n = 0; n < k; n++) covered.add(q + n);
      return {
        from: chain[0]!.q,
        to: chain.at(-1)!.q + k,
        sourceFrom: chain[0]!.s,
        sourceTo: chain.at(-1)!.s + k,
        covered: [...covered],
      };
    })
    .filter((p) => p.covered.length >= minWords)
    .sort((a, b) => a.from - b.from);
}
