import { CONTRACTIONS, EXPANSIONS, HEDGES, STOCK } from "./humanizer-phrases";
import { pick, type Rng } from "./kit";
import { conjugateLike } from "./inflection";

// Rewrites rather than decorates: stock AI phrasings swapped for plain ones (formal replacements for formal
// styles), contractions where the style and tone are informal and full forms where they are not, long
// sentences split, very short neighbours joined and "Also, …" sentences folded into the one before, so the
// rhythm varies, and a voice for each tone at the start of the second variant. Nothing canned is appended:
// a stock closing line ("Hope that helps!") is itself a mark of generated text.

const FORMAL_STYLES = new Set(["Professional & Formal", "Academic & Scholarly", "Business & Corporate"]);
const WARM_TONES = new Set(["Friendly", "Humorous", "Inspirational"]);

/** How each tone shows beyond word choice: an aside before the first sentence, in an everyday and a formal
 * register. */
const TONE_ASIDES: Record<string, { everyday: string[]; formal: string[] }> = {
  Friendly: {
    everyday: ["Here's the good news:", "Honestly,", "Good news:"],
    formal: ["Encouragingly,"],
  },
  Humorous: {
    everyday: ["Plot twist:", "Fun fact:", "Spoiler:"],
    formal: ["Curiously,", "Perhaps surprisingly,"],
  },
  Inspirational: {
    everyday: ["Imagine this:", "Here's what's possible:"],
    formal: ["Consider the possibilities:"],
  },
  Authoritative: {
    everyday: ["The evidence is clear:", "In short:"],
    formal: ["The evidence is clear:"],
  },
};

// A sentence that follows another may start in lower case only when its first word is an ordinary one.
const JOINABLE =
  /^(?:The|It|This|That|They|We|You|A|An|Most|Many|Some|Each|Every|Our|Your|There|These|Those|He|She|So|And|But)\b/;

function keepCase(original: string, replacement: string): string {
  if (!replacement) return replacement;
  return /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

function sentences(paragraph: string): string[] {
  return (
    paragraph
      .match(/[^.!?]+[.!?]+["')\]]*\s*|[^.!?]+$/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? []
  );
}

const lowerFirst = (s: string) => (JOINABLE.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

// A sentence that only adds to the one before it ("Also, …", "And …").
const ADDITIVE = /^(?:Also|Plus|What's more|On top of that|In addition|And),?\s+(?=[a-z])/;
const wordCount = (s: string) => s.split(/\s+/).length;

/**
 * Splits a long sentence at a natural joint, joins a very short one to the next, and folds an additive one
 * into the sentence before it ("X. Also, y." → "X, and y."), for uneven rhythm.
 */
function vary(list: string[], rng: Rng): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const s = list[i] as string;
    const words = wordCount(s);
    const previous = out.at(-1);
    const foldable = previous && /[^,;:]\.$/.test(previous) && !previous.includes(", and ");
    if (foldable && ADDITIVE.test(s) && wordCount(previous) + words <= 36) {
      out[out.length - 1] = `${previous.slice(0, -1)}, and ${s.replace(ADDITIVE, "")}`;
      continue;
    }
    const joint = s.match(/^(.{40,}?),? (and|but|so) (.{20,})$/);
    if (words > 22 && joint) {
      out.push(`${joint[1]}.`, `${keepCase("X", joint[2] as string)} ${joint[3]}`);
      continue;
    }
    const next = list[i + 1];
    if (words < 8 && next && JOINABLE.test(next) && next.split(/\s+/).length < 12 && rng() < 0.8) {
      out.push(`${s.replace(/[.!]$/, "")}, ${pick(rng, ["and", "so"])} ${lowerFirst(next)}`);
      i++;
      continue;
    }
    out.push(s);
  }
  return out;
}

export function humanize(text: string, style: string, tone: string, rng: Rng): string {
  const formal = FORMAL_STYLES.has(style);
  let out = text.replace(/\r\n/g, "\n");
  for (const [pattern, everyday, formalChoices, verb] of STOCK) {
    out = out.replace(pattern, (m) => {
      let choice = pick(rng, formal ? (formalChoices ?? everyday) : everyday);
      if (verb) choice = conjugateLike(choice, m);
      // "in today's digital age." ends a sentence: its replacement must not bring a comma to it.
      if (!m.includes(",")) choice = choice.replace(/,\s*$/, /\s$/.test(m) ? " " : "");
      return keepCase(m, choice);
    });
  }
  if (tone === "Authoritative" || tone === "Serious") out = out.replace(HEDGES, "");
  if (tone === "Authoritative") out = out.replace(/\b(?:might|may|could)\b/g, "will");
  if (tone === "Serious") out = out.replace(/!/g, ".");
  const contract = !formal && (WARM_TONES.has(tone) || style === "Casual & Conversational");
  for (const [pattern, replacement] of contract ? CONTRACTIONS : EXPANSIONS) {
    out = out.replace(pattern, (m) => keepCase(m, replacement));
  }
  return out
    .split(/\n{2,}/)
    .map((p) =>
      vary(sentences(p), rng)
        .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
        .join(" ")
        .replace(/ {2,}/g, " ")
        .replace(/ ([,.;:!?])/g, "$1"),
    )
    .join("\n\n");
}

/** Whether the text opens with a name ("I", "Japan") that keeps its capital after an aside. */
function opensWithName(text: string): boolean {
  const first = text.match(/^[\p{L}'-]+/u)?.[0] ?? "";
  return first === "I" || first === first.toUpperCase() || new RegExp(`[a-z,] ${first}\\b`).test(text);
}

/** The tone's aside before the first sentence of the second variant, when it has one. */
function voiced(text: string, tone: string, style: string, variant: number, rng: Rng): string {
  const set = TONE_ASIDES[tone];
  const asides = set ? (FORMAL_STYLES.has(style) ? set.formal : set.everyday) : [];
  const aside = variant === 1 && asides.length > 0 ? pick(rng, asides) : "";
  return aside
    ? `${aside} ${opensWithName(text) ? text : text.charAt(0).toLowerCase() + text.slice(1)}`
    : text;
}

export function humanizerEngine(input: Record<string, string>, rng: Rng): string[] {
  const style = input.writing_style ?? "Casual & Conversational";
  const tone = input.tone ?? "Friendly";
  const content = input.content ?? "";
  return [0, 1].map((variant) => voiced(humanize(content, style, tone, rng), tone, style, variant, rng));
}
