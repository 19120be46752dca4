import nlp from "compromise";
import indefinite from "indefinite";
import { gerundOf, isNounish, nounPhrases, remember, terms } from "./language";

// Number, articles, possessives and verb forms for the built-in engines, from compromise (plurals, conjugation)
// and indefinite (a/an): "small business owners'", "a standing desk" but "cold brew coffee", "it fosters" →
// "it builds".

export function isPlural(phrase: string): boolean {
  const last = terms(phrase).at(-1);
  if (!last || last.tags.has("Uncountable")) return false;
  return last.tags.has("Plural") || (/[^s]s$/.test(last.text) && !last.tags.has("Singular"));
}

/** The phrase with its main noun in the plural: "busy parent" → "busy parents", "programmer with wrist pain" →
 * "programmers with wrist pain". */
export function plural(phrase: string): string {
  const np = nounPhrases(phrase, 1)[0];
  const at = np ? phrase.toLowerCase().indexOf(np.toLowerCase()) : -1;
  if (!np || at < 0 || isPlural(np)) return phrase;
  const out = remember(`plural:${np}`, () => nlp(np).nouns().toPlural().text());
  return out ? `${phrase.slice(0, at)}${out}${phrase.slice(at + np.length)}` : phrase;
}

/** "owner" → "owner's", "owners" → "owners'", "kids'" stays. */
export function possessive(phrase: string): string {
  if (/'s?$/.test(phrase)) return phrase;
  return isPlural(phrase) && phrase.endsWith("s") ? `${phrase}'` : `${phrase}'s`;
}

/** "a" or "an" for the phrase that follows it. */
export function article(phrase: string): "a" | "an" {
  return indefinite(phrase, { articleOnly: true }) === "an" ? "an" : "a";
}

type VerbForm = "Infinitive" | "PresentTense" | "PastTense" | "Gerund";

function formOf(verb: string): VerbForm {
  if (/ing$/i.test(verb)) return "Gerund";
  if (/ed$/i.test(verb)) return "PastTense";
  if (/[^s]s$/i.test(verb)) return "PresentTense";
  return "Infinitive";
}

/**
 * A replacement verb phrase in the form of the phrase it replaces: "build" for "fosters" gives "builds", for
 * "fostered" "built", for "fostering" "building". Only the first word is conjugated ("dig into" → "dug into").
 */
export function conjugateLike(replacement: string, original: string): string {
  const form = formOf(original.split(/\s+/)[0] ?? "");
  if (form === "Infinitive" || !replacement) return replacement;
  const [verb = "", ...rest] = replacement.split(" ");
  const done = remember(`${form}:${verb}`, () => {
    const doc = nlp(verb);
    doc.tag("Verb");
    const forms = doc.verbs().conjugate()[0] as Partial<Record<VerbForm, string>> | undefined;
    return form === "Gerund" ? gerundOf(verb, forms?.Gerund) : (forms?.[form] ?? verb);
  });
  return [done, ...rest].join(" ");
}

// Mass nouns the tagger does not mark as uncountable; they take no "a" and no plural ("cold brew coffee",
// "home espresso", "software"). compromise tags few of them (bread, tea, music), so fields of study and
// practice are known by their endings and common subjects of hobbies and trades are listed.
const MASS = new Set(
  "advice ai beer care chemistry chess cheese coffee content data design documentation equipment espresso feedback fitness food furniture golf health information insurance jazz jewelry knowledge kombucha makeup marketing matcha money music nutrition pilates poetry pottery prep research rice skincare software sourdough tea tennis time traffic travel vinyl water wellbeing wine work yoga".split(
    " ",
  ),
);
const MASS_ENDINGS = /(?:graphy|logy|nomy|ness|ism|ware|care)$/;

/** The last word of the text's first noun phrase: the word verbs agree with. */
function headWord(text: string): string {
  return (nounPhrases(text, 1)[0] ?? text).split(" ").at(-1) ?? "";
}

/** Whether a phrase names something general enough to stand without "a": mass nouns, activities, plurals. */
export function standsAlone(text: string): boolean {
  const [first, second] = terms(text);
  const head = headWord(text);
  // "hiking with kids" is an activity; in "standing desk" the -ing word only describes the desk.
  const activity = !!first?.tags.has("Gerund") && (!second || !isNounish(second));
  if (activity || /ing$/i.test(head) || isPlural(head)) return true;
  const word = head.toLowerCase();
  return !!terms(word)[0]?.tags.has("Uncountable") || MASS.has(word) || MASS_ENDINGS.test(word);
}

/** The phrase as a general statement's subject: "a standing desk", "cold brew coffee", "trail running shoes". */
export function generic(text: string): string {
  return standsAlone(text) ? text : `${article(text)} ${text}`;
}

/** Whether verbs agree with the phrase in the plural ("trail running shoes are"). */
export function takesPlural(text: string): boolean {
  const [first, second] = terms(text);
  const activity = !!first?.tags.has("Gerund") && (!second || !isNounish(second));
  return !activity && isPlural(headWord(text));
}

/** The phrase as it reads after "with", "about" or "for": countable things in the plural ("standing desks"). */
export function afterPreposition(text: string): string {
  return standsAlone(text) ? text : plural(text);
}

/**
 * A phrase typed into a form field, as it reads inside a sentence: the capital a field's first letter gets
 * ("Beginners on a budget") is lowered unless the word is a name ("Japan travel", "iPhone") or all capitals
 * ("AI tools"); every other letter stays as typed.
 */
export function inSentence(text: string): string {
  const first = text.match(/^[\p{L}'-]+/u)?.[0] ?? "";
  if (!/^\p{Lu}[\p{Ll}'-]+$/u.test(first)) return text;
  const lowered = first.toLowerCase();
  const tags = terms(lowered)[0]?.tags;
  // A word the tagger knows only as a verb ("Kindle") may be a brand: kept as typed.
  const common = ["Noun", "Adjective", "Gerund", "Determiner", "Adverb"].some((tag) => tags?.has(tag));
  if (!tags || !common || tags.has("ProperNoun") || tags.has("Place") || tags.has("Person")) return text;
  return lowered + text.slice(first.length);
}
