import { BIO_LIMITS, POST_LIMITS } from "../limits";
import { hashtagSet } from "./hashtags";
import {
  capitalize,
  fit,
  fitLines,
  hashtag,
  keywords,
  phrase,
  phrases,
  pick,
  sample,
  titleCase,
  type Rng,
} from "./kit";
import { fill, voiceFor } from "./tone";

// Captions, bios and posts: built from the tone's voice and the topic, then fitted to the platform's limit.

export function inline(text: string): string {
  const p = phrase(text);
  return /^[A-Z][a-z]/.test(p) ? p.charAt(0).toLowerCase() + p.slice(1) : p;
}

function extraTags(input: Record<string, string>): string[] {
  return (input.keywords ?? "")
    .split(/[,;\n]+/)
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => `#${k.replace(/[^\p{L}\p{N}]/gu, "").toLowerCase()}`)
    .filter((t) => t.length > 1);
}

export function captionEngine(input: Record<string, string>, rng: Rng): string[] {
  const platform = input.platform ?? "Instagram";
  const max = POST_LIMITS[platform] ?? 2200;
  const topic = inline(input.topic ?? "");
  const voice = voiceFor(input.tone);
  const hooks = sample(rng, voice.hooks, 3);
  return hooks.map((hook, i) => {
    const tags = [
      ...new Set([...extraTags(input), ...hashtagSet(topic, platform, rng, i === 1 ? "niche" : "mixed")]),
    ];
    const emoji = pick(rng, voice.emoji);
    const first = fill(hook, topic);
    const body = pick(rng, voice.bodies);
    const cta = pick(rng, voice.ctas);
    if (platform === "Twitter (X)") {
      return fitLines([`${first} ${body}`], [cta, tags.slice(0, 2).join(" ")], max, "\n\n");
    }
    if (platform === "LinkedIn") {
      const points = keywords(topic, 3).map(
        (k) =>
          `→ ${capitalize(k)}: ${pick(rng, ["start small", "measure it", "make it a habit", "keep it simple", "share what you learn"])}.`,
      );
      return fitLines([first, body], [points.join("\n"), cta, tags.slice(0, 3).join(" ")], max);
    }
    if (platform === "TikTok") {
      return fitLines([`${first} ${emoji}`], [cta, tags.slice(0, 5).join(" ")], max);
    }
    if (platform === "Facebook") {
      return fitLines([first, `${body} ${emoji}`], [cta, tags.slice(0, 3).join(" ")], max);
    }
    return fitLines(
      [`${first} ${emoji}`, body],
      [`${cta} ${pick(rng, voice.emoji)}`, ".\n.\n.", tags.join(" ")],
      max,
    );
  });
}

/** "a", "a & b", "a, b & c". */
function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} & ${items.at(-1)}`;
}

function bioFocus(description: string): string[] {
  const found = phrases(description, 3);
  return found.length > 0 ? found : [inline(description)];
}

export function bioEngine(input: Record<string, string>, rng: Rng): string[] {
  const platform = input.platform ?? "Instagram";
  const max = BIO_LIMITS[platform] ?? 150;
  const description = phrase(input.description ?? "");
  const focus = bioFocus(description);
  const voice = voiceFor(input.tone);
  const [e1, e2, e3] = sample(rng, voice.emoji, 3);
  const lead = capitalize(inline(description).replace(/^i am |^i'm /i, ""));
  const pipe = focus.map((f) => titleCase(f)).join(" | ");
  const nudge = capitalize(
    pick(rng, ["new posts weekly", "tips every week", "say hi below", "start here 👇", "DMs open"]),
  );
  const candidates = [
    `${pick(rng, voice.bioOpeners)} ${listOf(focus)} ${e1}`,
    fitLines([`${lead} ${e2}`], [nudge], max, platform === "Instagram" ? "\n" : " · "),
    fitLines([pipe], [nudge], max, platform === "Instagram" ? "\n" : " · "),
    `${e3} ${capitalize(focus[0] ?? "")} ${pick(rng, ["made simple", "without the fluff", "for real life", "one post at a time"])}${platform === "LinkedIn" ? "" : ` #${hashtag(focus[0] ?? "").slice(1)}`}`,
  ];
  return [...new Set(candidates.map((b) => fit(b.trim(), max)))];
}

// Advice lines for the numbered middle of a LinkedIn post; "{k}" is the topic's main phrase.
const LESSONS = [
  "Start before you feel ready: {k} rewards momentum.",
  "Talk to the people {k} is for, early and often.",
  "Write down what worked and what didn't after every attempt.",
  "Pick one measure of success and ignore the rest for a month.",
  "Ask for help sooner than feels comfortable.",
  "Small, repeatable steps beat one heroic push.",
  "Cut the step nobody would miss.",
  "Share the messy middle, not only the result.",
];

export function postEngine(input: Record<string, string>, rng: Rng): string[] {
  const platform = input.platform ?? "Twitter (X)";
  const max = POST_LIMITS[platform] ?? 280;
  const topic = inline(input.topic ?? "");
  const voice = voiceFor(input.tone);
  const focus = phrases(topic, 3);
  const tags = focus.map((f) => hashtag(f));
  return sample(rng, voice.hooks, 3).map((hook, i) => {
    const first = fill(hook, topic);
    const cta = pick(rng, voice.ctas);
    if (platform === "Twitter (X)") {
      return fitLines(
        [first],
        [pick(rng, voice.bodies), cta, tags[i % Math.max(1, tags.length)] ?? ""],
        max,
        "\n\n",
      );
    }
    if (platform === "LinkedIn") {
      const lessons = sample(rng, LESSONS, 3).map(
        (l, n) => `${n + 1}. ${l.replaceAll("{k}", focus[0] ?? topic)}`,
      );
      return fitLines([first, pick(rng, voice.bodies), lessons.join("\n")], [cta, tags.join(" ")], max);
    }
    return fitLines([`${first} ${pick(rng, voice.emoji)}`, pick(rng, voice.bodies)], [cta], max);
  });
}
