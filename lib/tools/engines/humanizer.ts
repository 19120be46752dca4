import { pick, type Rng } from "./kit";

// Rewrites rather than decorates: stock AI phrases swapped for plain ones, contractions where the style is
// informal, long sentences split and very short neighbours joined so the rhythm varies.

const STOCK: [RegExp, string[]][] = [
  [
    /\bin today's (fast-paced|digital|modern|ever-changing) (world|landscape|age)\b,?\s*/gi,
    ["these days, ", "now, ", ""],
  ],
  [
    /\bit is (important|worth|crucial) to (note|remember|mention) that\s*/gi,
    ["", "keep in mind that ", "note that "],
  ],
  [/\bdelve(s|d)? into\b/gi, ["dig into", "look at", "get into"]],
  [/\bdelving into\b/gi, ["digging into", "looking at"]],
  [/\b(utilize|leverage)(s|d)?\b/gi, ["use"]],
  [/\butilizing|leveraging\b/gi, ["using"]],
  [/\bfurthermore,\s*/gi, ["plus, ", "also, ", "what's more, "]],
  [/\bmoreover,\s*/gi, ["also, ", "on top of that, "]],
  [/\badditionally,\s*/gi, ["also, ", "and "]],
  [/\bin conclusion,\s*/gi, ["so, ", "all in all, ", "in short, "]],
  [/\bplays a (crucial|vital|pivotal|key) role in\b/gi, ["matters a lot for", "is central to"]],
  [/\ba (plethora|myriad|multitude) of\b/gi, ["lots of", "plenty of", "many"]],
  [/\b(seamless(ly)?)\b/gi, ["smooth"]],
  [/\brobust\b/gi, ["solid", "strong"]],
  [/\bembark on (a|your|the) journey( of| to)?\b/gi, ["start"]],
  [/\bunlock the (full )?potential of\b/gi, ["get the most from", "make the most of"]],
  [/\bnavigate the complexities of\b/gi, ["handle", "work through"]],
  [/\b(is|are) a testament to\b/gi, ["show", "prove"]],
  [/\bin order to\b/gi, ["to"]],
  [/\bdue to the fact that\b/gi, ["because"]],
  [/\bat the end of the day,?\s*/gi, ["ultimately, ", "in the end, "]],
  [/\bcutting-edge\b/gi, ["new", "modern"]],
  [/\bgame-changer\b/gi, ["big help", "real improvement"]],
  [/\bstreamline\b/gi, ["simplify"]],
  [/\bensure\b/gi, ["make sure"]],
];

const CONTRACTIONS: [RegExp, string][] = [
  [/\bdo not\b/gi, "don't"],
  [/\bdoes not\b/gi, "doesn't"],
  [/\bdid not\b/gi, "didn't"],
  [/\bis not\b/gi, "isn't"],
  [/\bare not\b/gi, "aren't"],
  [/\bcannot\b/gi, "can't"],
  [/\bwill not\b/gi, "won't"],
  [/\bit is\b/gi, "it's"],
  [/\bthat is\b/gi, "that's"],
  [/\bthere is\b/gi, "there's"],
  [/\byou are\b/gi, "you're"],
  [/\bwe are\b/gi, "we're"],
  [/\bthey are\b/gi, "they're"],
  [/\bI am\b/g, "I'm"],
  [/\byou will\b/gi, "you'll"],
  [/\bwe will\b/gi, "we'll"],
  [/\blet us\b/gi, "let's"],
  [/\bwould not\b/gi, "wouldn't"],
  [/\bshould not\b/gi, "shouldn't"],
  [/\byou have\b/gi, "you've"],
];

const FORMAL_STYLES = new Set(["Professional & Formal", "Academic & Scholarly"]);

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

/** Splits a long sentence at a natural joint, or joins a very short one to the next, for uneven rhythm. */
function vary(list: string[], rng: Rng): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const s = list[i] as string;
    const words = s.split(/\s+/).length;
    const joint = s.match(/^(.{40,}?),? (and|but|which|so) (.{20,})$/);
    if (words > 24 && joint) {
      const second = joint[3] as string;
      out.push(
        `${joint[1]}.`,
        `${keepCase("X", joint[2] === "which" ? "that" : (joint[2] as string))} ${second}`,
      );
      continue;
    }
    const next = list[i + 1];
    if (words < 6 && next && next.split(/\s+/).length < 10 && rng() < 0.7) {
      out.push(
        `${s.replace(/[.!]$/, "")} ${pick(rng, ["and", "so"])} ${next.charAt(0).toLowerCase()}${next.slice(1)}`,
      );
      i++;
      continue;
    }
    out.push(s);
  }
  return out;
}

export function humanize(text: string, style: string, rng: Rng): string {
  let out = text.replace(/\r\n/g, "\n");
  for (const [pattern, choices] of STOCK) out = out.replace(pattern, (m) => keepCase(m, pick(rng, choices)));
  if (!FORMAL_STYLES.has(style)) {
    for (const [pattern, short] of CONTRACTIONS) out = out.replace(pattern, (m) => keepCase(m, short));
  }
  return out
    .split(/\n{2,}/)
    .map((p) =>
      vary(sentences(p), rng)
        .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
        .join(" "),
    )
    .join("\n\n");
}

const TONE_OPENERS: Record<string, string[]> = {
  Friendly: ["Here's the thing: ", "Good news: ", ""],
  Humorous: ["Fun fact: ", "Spoiler: ", ""],
  Inspirational: ["Here's what's possible: ", ""],
  Authoritative: [""],
  Serious: [""],
};

export function humanizerEngine(input: Record<string, string>, rng: Rng): string[] {
  const style = input.writing_style ?? "Casual & Conversational";
  const content = input.content ?? "";
  return [0, 1].map((n) => {
    const opener =
      n === 1 && !FORMAL_STYLES.has(style) ? pick(rng, TONE_OPENERS[input.tone ?? ""] ?? [""]) : "";
    const rewritten = humanize(content, style, rng);
    return opener ? `${opener}${rewritten.charAt(0).toLowerCase()}${rewritten.slice(1)}` : rewritten;
  });
}
