import { CONTRACTIONS, EXPANSIONS, HEDGES, STOCK } from "./humanizer-phrases";
import { pick, type Rng } from "./kit";
import { conjugateLike } from "./inflection";

// Rewrites rather than decorates: stock AI phrasings swapped for plain ones (formal replacements for formal
// styles), contractions where the style and tone are informal and full forms where they are not, long
// sentences split and very short neighbours joined so the rhythm varies, and a voice for each tone.

const FORMAL_STYLES = new Set(["Professional & Formal", "Academic & Scholarly", "Business & Corporate"]);
const WARM_TONES = new Set(["Friendly", "Humorous", "Inspirational"]);

/** How each tone shows beyond word choice: an aside before the first sentence and a closing thought, in an
 * everyday and a formal register. */
interface Marks {
  asides: string[];
  closers: string[];
}
const TONE_MARKS: Record<string, { everyday: Marks; formal: Marks }> = {
  Friendly: {
    everyday: {
      asides: ["Here's the good news:", "Honestly,", "Good news:"],
      closers: ["Hope that helps!", "You've got this.", "Give it a try and see."],
    },
    formal: {
      asides: ["Encouragingly,"],
      closers: ["We hope this proves useful.", "Thank you for reading."],
    },
  },
  Humorous: {
    everyday: { asides: ["Plot twist:", "Fun fact:", "Spoiler:"], closers: ["Who knew?", "(Yes, really.)"] },
    formal: { asides: ["Curiously,", "Perhaps surprisingly,"], closers: ["Surprising, perhaps, but true."] },
  },
  Inspirational: {
    everyday: {
      asides: ["Imagine this:", "Here's what's possible:"],
      closers: [
        "Start small, and start today.",
        "The first step is smaller than it looks.",
        "You can do this.",
      ],
    },
    formal: {
      asides: ["Consider the possibilities:"],
      closers: ["The first step is the most important one."],
    },
  },
  Authoritative: {
    everyday: { asides: ["The evidence is clear:", "In short:"], closers: [] },
    formal: { asides: ["The evidence is clear:"], closers: [] },
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

/** Splits a long sentence at a natural joint, or joins a very short one to the next, for uneven rhythm. */
function vary(list: string[], rng: Rng): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const s = list[i] as string;
    const words = s.split(/\s+/).length;
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

/** The tone's aside before the first sentence and its closing thought after the last, when it has them. */
function voiced(text: string, tone: string, style: string, variant: number, rng: Rng): string {
  const set = TONE_MARKS[tone];
  const marks = set ? (FORMAL_STYLES.has(style) ? set.formal : set.everyday) : { asides: [], closers: [] };
  let out = text;
  const aside = variant === 1 && marks.asides.length > 0 ? pick(rng, marks.asides) : "";
  if (aside) out = `${aside} ${opensWithName(out) ? out : out.charAt(0).toLowerCase() + out.slice(1)}`;
  if (marks.closers.length > 0) out = `${out} ${pick(rng, marks.closers)}`;
  return out;
}

export function humanizerEngine(input: Record<string, string>, rng: Rng): string[] {
  const style = input.writing_style ?? "Casual & Conversational";
  const tone = input.tone ?? "Friendly";
  const content = input.content ?? "";
  return [0, 1].map((variant) => voiced(humanize(content, style, tone, rng), tone, style, variant, rng));
}
