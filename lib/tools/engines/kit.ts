// Small deterministic helpers shared by the built-in engines: the same input and seed always give the same
// text, and a different input or seed gives a different one.

export type Rng = () => number;

/** FNV-1a, enough to spread an input over seeds; not for security. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 seeded from the input and the seed. */
export function rngFor(input: Record<string, string>, seed: number): Rng {
  const keys = Object.keys(input).sort();
  let state = hash(keys.map((k) => `${k}=${input[k]}`).join("\u0000") + `#${seed}`);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: Rng, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)] as T;
}

export function shuffle<T>(rng: Rng, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** `count` distinct items (fewer if the list is shorter). */
export function sample<T>(rng: Rng, list: readonly T[], count: number): T[] {
  return shuffle(rng, list).slice(0, count);
}

const STOP_WORDS = new Set(
  (
    "a an and are as at be but by for from how i in into is it its my of on or our so than that the their this " +
    "to was we what when where which who why will with you your about after before best can do does get more " +
    "most new not only over some up very vs just like make made using use via while help helps helping learn " +
    "learned learning launch launching launched grow growing start starting started build building making get " +
    "getting love share sharing create creating want need know think try trying find first last next better " +
    "great good big small little old own every each all any many much really actually also even still well " +
    "way ways thing things stuff today time i'm im me am have has had"
  ).split(" "),
);

/** The words of a topic that carry meaning, in order, without duplicates. */
export function keywords(text: string, max = 6): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []) {
    const word = raw.replace(/'s$/, "").replace(/^-+|-+$/g, "");
    if (word.length < 3 || STOP_WORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
    out.push(word);
    if (out.length === max) break;
  }
  return out;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "but",
  "by",
  "for",
  "from",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "vs",
  "with",
]);

export function titleCase(text: string): string {
  const words = text.split(/\s+/);
  // Small words stay lower case, except first, last and after a colon or a question mark.
  return words
    .map((w, i) =>
      i > 0 &&
      i < words.length - 1 &&
      !/[:?!]$/.test(words[i - 1] ?? "") &&
      SMALL_WORDS.has(w.toLowerCase().replace(/\.$/, ""))
        ? w.toLowerCase()
        : capitalize(w),
    )
    .join(" ");
}

/** A topic tidied for use inside a sentence: trimmed, no final punctuation, first letter kept as typed. */
export function phrase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!?;:,]+$/, "");
}

export function hashtag(words: string | string[]): string {
  const parts = (Array.isArray(words) ? words : words.split(/\s+/)).map((w) =>
    w.replace(/[^\p{L}\p{N}]/gu, ""),
  );
  return `#${parts.join("").toLowerCase()}`;
}

/** Cuts text to at most `max` characters at a word boundary, ending with an ellipsis when cut. */
export function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/** Joins lines, dropping whole optional lines from the end until the text fits `max`. */
export function fitLines(required: string[], optional: string[], max: number, separator = "\n\n"): string {
  const extra = [...optional];
  let text = [...required, ...extra].join(separator);
  while (text.length > max && extra.length > 0) {
    extra.pop();
    text = [...required, ...extra].join(separator);
  }
  return fit(text, max);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
