import nlp from "compromise";

// What the visitor's words are, for the built-in engines, from compromise's part-of-speech tagger: noun phrases,
// commands and their gerunds, so templates say "repotting a snake plant" instead of pasting the visitor's words
// into slots that only fit some of them. Number, articles and verb forms are in inflection.ts.

export interface Term {
  text: string;
  tags: Set<string>;
  /** Punctuation typed after the word ("," "." "'"). */
  post: string;
}

const CACHE_MAX = 500;
const cache = new Map<string, Term[]>();

/** The tagged words of a short text; tagging costs a few milliseconds, so recent texts are kept (bounded). */
export function terms(text: string): Term[] {
  const key = text.slice(0, 300);
  const hit = cache.get(key);
  if (hit) return hit;
  const parsed = (nlp(key).json() as { terms: { text: string; tags: string[]; post: string }[] }[])
    .flatMap((s) => s.terms)
    .map((t) => ({ text: t.text, tags: new Set(t.tags), post: t.post }));
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, parsed);
  return parsed;
}

const BREAKS = [
  "Determiner",
  "Preposition",
  "Conjunction",
  "Pronoun",
  "Possessive",
  "Modal",
  "Auxiliary",
  "Copula",
  "QuestionWord",
  "Adverb",
  "Negative",
];
const NAME_TAGS = ["Place", "Person", "Organization", "Acronym"];
// The tagger calls most capitalised first words organisations; only places and people are sure names there.
const FIRST_WORD_NAME_TAGS = ["Place", "Person"];

const derived = new Map<string, string>();

/** A derived form (plural, conjugation), computed once per phrase; bounded like the tagging cache. */
export function remember(key: string, make: () => string): string {
  const hit = derived.get(key);
  if (hit !== undefined) return hit;
  const value = make();
  if (derived.size >= CACHE_MAX) derived.delete(derived.keys().next().value as string);
  derived.set(key, value);
  return value;
}

const isBreak = (t: Term) => BREAKS.some((tag) => t.tags.has(tag)) && !t.tags.has("Noun");
/** A verb inside a noun phrase ("project management", "screen time") is a noun the tagger misread. */
const isVerbBreak = (t: Term, prev: Term | undefined, next: Term | undefined) =>
  t.tags.has("Verb") &&
  !t.tags.has("Gerund") &&
  !t.tags.has("Noun") &&
  (!next ||
    !isNounish(next) ||
    (!!prev && ["Modal", "Auxiliary", "Pronoun", "Copula"].some((tag) => prev.tags.has(tag))));
export const isNounish = (t: Term) =>
  (t.tags.has("Noun") || t.tags.has("Value") || t.tags.has("Acronym")) && !t.tags.has("Determiner");

/** A word as it reads inside a sentence: names and brands keep their capitals, other words are lower case. */
function inSentence(t: Term, index: number): string {
  const word = t.text;
  if (/[A-Z].*[A-Z]|\d/.test(word.slice(1))) return word; // SaaS, iPhone, B2B
  if (word === word.toUpperCase() && word.length > 1) return word; // HR, SEO
  if (/^[A-Z]/.test(word) && (index > 0 || FIRST_WORD_NAME_TAGS.some((tag) => t.tags.has(tag)))) return word;
  return word.toLowerCase();
}

// Verbs that open requests but that the tagger reads as nouns when capitalised at the start ("Compare …").
const REQUEST_VERBS = new Set(
  "compare draft list outline plan review design sketch summarise summarize translate rewrite brainstorm troubleshoot".split(
    " ",
  ),
);

/** Whether the text opens with a command: "Repot a snake plant", "Write a cover letter". */
function opensWithVerb(list: Term[]): boolean {
  const [first, second] = list;
  if (!first || first.tags.has("Gerund") || first.post !== " ") return false;
  if (first.tags.has("Infinitive") && !first.tags.has("Imperative") && !first.tags.has("Noun")) return true;
  const leadsObject = !!second && ["Determiner", "Possessive", "Plural"].some((tag) => second.tags.has(tag));
  if (first.tags.has("Imperative")) return !second || !isNounish(second) || leadsObject;
  if (REQUEST_VERBS.has(first.text.toLowerCase())) return leadsObject || !!second?.tags.has("ProperNoun");
  return leadsObject && !!second?.tags.has("Determiner");
}

/**
 * The noun phrases of a text, as typed: "Morning routine for busy parents" gives "morning routine" and "busy
 * parents". Words the tagger takes for verbs inside a compound ("project management software") stay in it.
 */
export function nounPhrases(text: string, max = 4): string[] {
  const list = terms(text);
  const out: string[] = [];
  let run: { term: Term; index: number }[] = [];
  const flush = () => {
    while (
      run.length > 0 &&
      !isNounish(run.at(-1)!.term) &&
      !(run.length > 1 && run.at(-1)!.term.tags.has("Gerund"))
    )
      run.pop();
    if (run.some(({ term }) => isNounish(term) || term.tags.has("Gerund"))) {
      out.push(run.map(({ term, index }) => inSentence(term, index)).join(" "));
    }
    run = [];
  };
  const skipFirst = opensWithVerb(list);
  list.forEach((term, index) => {
    const breaks =
      (index === 0 && skipFirst) ||
      isBreak(term) ||
      isVerbBreak(term, list[index - 1], list[index + 1]) ||
      !/\p{L}|\d/u.test(term.text);
    if (breaks) flush();
    else run.push({ term, index });
    if (/[,.;:!?()]/.test(term.post)) flush();
  });
  flush();
  return [
    ...new Set(out.map((p) => p.replace(/'s?$/, "").replace(/^(?:my|your|our|their|his|her|its) /i, ""))),
  ]
    .filter((p) => p.length > 1)
    .slice(0, max);
}

/** The main thing a text is about: its first noun phrase, or the text itself when it has none. */
export function mainPhrase(text: string): string {
  return nounPhrases(text, 1)[0] ?? text.trim().toLowerCase();
}

export function gerundOf(verb: string, conjugated: string | undefined): string {
  if (conjugated?.endsWith("ing")) return conjugated;
  // compromise leaves verbs it does not know ("repot") unchanged: apply the spelling rules it would.
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(verb) && !/(ee|ye|oe)$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb) || /[^aeiou][aeiou]t$/.test(verb))
    return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

export interface Action {
  /** "write" */
  verb: string;
  /** "writing a cover letter for a junior designer role" */
  gerund: string;
  /** "a cover letter for a junior designer role" */
  object: string;
}

/** The action a command asks for ("Repot a snake plant"), or null when the text is not a command. */
export function action(text: string): Action | null {
  const list = terms(text);
  if (!opensWithVerb(list)) return null;
  const first = list[0]!;
  const verb = first.text.toLowerCase();
  const gerund = remember(`Gerund:${verb}`, () => {
    const doc = nlp(verb);
    doc.tag("Verb");
    return gerundOf(verb, (doc.verbs().conjugate()[0] as { Gerund?: string } | undefined)?.Gerund);
  });
  const object = list
    .slice(1)
    .map((t, i) => `${inSentence(t, i + 1)}${t.post}`)
    .join("")
    .trim()
    .replace(/[.!?;:,]+$/, "");
  return { verb, gerund: object ? `${gerund} ${object}` : gerund, object };
}

/** The topic as the subject of a sentence: a command becomes its gerund ("repotting a snake plant"). */
export function subject(text: string): string {
  const found = action(text);
  if (found) return found.gerund;
  return text
    .trim()
    .replace(/[.!?;:,]+$/, "")
    .split(/\s+/)
    .map((word, i) => (i === 0 && /^[A-Z][a-z]/.test(word) && !isName(word) ? word.toLowerCase() : word))
    .join(" ");
}

function isName(word: string): boolean {
  const t = terms(word)[0];
  return !!t && NAME_TAGS.some((tag) => t.tags.has(tag));
}

/**
 * The thing a phrase names, without its article and what follows it: "a cover letter for a junior designer
 * role" gives "cover letter", "a week of healthy dinners" gives "week of healthy dinners".
 */
export function headPhrase(text: string, startsSentence = true): string {
  const list = terms(text);
  const out: string[] = [];
  for (const [i, t] of list.entries()) {
    const word = t.text.toLowerCase();
    if (out.length === 0 && (t.tags.has("Determiner") || t.tags.has("Possessive"))) continue;
    const stop =
      (t.tags.has("Preposition") && word !== "of") ||
      t.tags.has("QuestionWord") ||
      (t.tags.has("Gerund") && out.length > 0) ||
      (t.tags.has("Verb") && !t.tags.has("Gerund") && !!list[i + 1] && !isNounish(list[i + 1]!)) ||
      ["that", "who", "which", "set"].includes(word);
    if (stop && out.length > 0) break;
    out.push(startsSentence ? inSentence(t, i) : t.text);
    if (/[,.;:!?]/.test(t.post)) break;
  }
  return out.join(" ") || mainPhrase(text);
}

/**
 * Hashtag stems from the text's own words: each noun phrase whole, then its shorter tails that still end on
 * a noun ("vegan meal prep", "meal prep", "prep"), so every tag is a phrase the visitor actually wrote.
 */
export function tagPhrases(text: string): string[] {
  const whole = nounPhrases(text, 6);
  const tails = whole.flatMap((p) => {
    const words = p.split(" ");
    return words.slice(1).map((_, i) => words.slice(i + 1).join(" "));
  });
  const heads = whole.flatMap((p) => {
    const words = p.split(" ");
    return words.length > 2 ? [words.slice(0, 2).join(" ")] : [];
  });
  return [...new Set([...whole, ...tails, ...heads])].filter((p) => p.replace(/[^\p{L}]/gu, "").length >= 3);
}
