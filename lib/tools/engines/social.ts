import { BIO_LIMITS, POST_LIMITS } from "../limits";
import { hashtagSet, topicTags } from "./hashtags";
import { capitalize, fit, fitLines, hashtag, phrase, pick, sample, titleCase, type Rng } from "./kit";
import { article, isPlural } from "./inflection";
import { action, mainPhrase, nounPhrases, subject } from "./language";
import { fill, voiceFor } from "./tone";

// Captions, bios and posts: built from the tone's voice and the topic, then fitted to the platform's limit.

/** The topic as it reads inside a sentence, and whether verbs agree with it in the plural. */
function topicOf(text: string): { topic: string; plural: boolean; brief: string } {
  const topic = subject(text);
  const command = action(text);
  return {
    topic,
    plural: !command && isPlural(mainPhrase(text)),
    brief: command ? topic : mainPhrase(text),
  };
}

function keywordList(input: Record<string, string>): string[] {
  return (input.keywords ?? "")
    .split(/[,;\n]+/)
    .map((k) => phrase(k))
    .filter(Boolean);
}

export function captionEngine(input: Record<string, string>, rng: Rng): string[] {
  const platform = input.platform ?? "Instagram";
  const max = POST_LIMITS[platform] ?? 2200;
  const { topic, plural } = topicOf(input.topic ?? "");
  const voice = voiceFor(input.tone);
  const extra = keywordList(input);
  const hooks = sample(rng, voice.hooks, 3);
  const bodies = sample(rng, voice.bodies, 3);
  return hooks.map((hook, i) => {
    const tags = [
      ...new Set([
        ...extra.map((k) => hashtag(k)),
        ...hashtagSet(input.topic ?? "", platform, rng, i === 1 ? "niche" : "mixed"),
      ]),
    ];
    const emoji = pick(rng, voice.emoji);
    const first = fill(hook, topic, plural);
    const body = fill(bodies[i] ?? "", topic, plural);
    const keyword =
      extra.length > 0 ? pick(rng, voice.keywordLines).replace("{kw}", extra[i % extra.length]!) : "";
    const lead = keyword ? `${body} ${capitalize(keyword)}` : body;
    const cta = pick(rng, voice.ctas);
    if (platform === "Twitter (X)") {
      return fitLines([`${first} ${lead}`], [cta, tags.slice(0, 2).join(" ")], max, "\n\n");
    }
    if (platform === "LinkedIn") {
      const points = nounPhrases(input.topic ?? "", 3).map(
        (k) =>
          `→ ${capitalize(k)}: ${pick(rng, ["start small", "measure it", "make it a habit", "keep it simple", "share what you learn"])}.`,
      );
      return fitLines([`${first}\n${lead}`], [points.join("\n"), cta, tags.slice(0, 3).join(" ")], max);
    }
    if (platform === "TikTok") {
      return fitLines([`${first} ${emoji}\n${lead}`], [cta, tags.slice(0, 5).join(" ")], max);
    }
    if (platform === "Facebook") {
      return fitLines([`${first}\n${lead} ${emoji}`], [cta, tags.slice(0, 3).join(" ")], max);
    }
    return fitLines(
      [`${first} ${emoji}\n${lead}`],
      [`${cta} ${pick(rng, voice.emoji)}`, tags.join(" ")],
      max,
    );
  });
}

const NUDGES = ["New posts weekly", "Tips every week", "Say hi below", "Start here 👇", "DMs open"];

export function bioEngine(input: Record<string, string>, rng: Rng): string[] {
  const platform = input.platform ?? "Instagram";
  const max = BIO_LIMITS[platform] ?? 150;
  const description = phrase(input.description ?? "").replace(/^(i am|i'm)\s+/i, "");
  const focus = nounPhrases(description, 3);
  // "Freelance wedding photographer in Lisbon" names a role, so "I'm a freelance wedding photographer…" reads;
  // "I help teams ship" does not, and only the templates that quote the description whole are used.
  const role = focus[0] && subject(description).toLowerCase().startsWith(focus[0].toLowerCase());
  const inSentence = subject(description);
  const withRole = isPlural(focus[0] ?? "") ? inSentence : `${article(inSentence)} ${inSentence}`;
  const voice = voiceFor(input.tone);
  const bare = platform === "LinkedIn";
  const emoji = sample(rng, voice.emoji, 3).map((e) => (bare ? "" : e));
  const separator = platform === "Instagram" ? "\n" : " · ";
  const nudge = pick(rng, bare ? NUDGES.slice(0, 3) : NUDGES);
  const frames = voice.bios.filter((b) => role || !b.includes("{a}"));
  const candidates = [
    ...frames.map((frame, i) =>
      frame
        .replace("{a}", withRole)
        .replace("{D}", capitalize(description))
        .replace("{e}", emoji[i] ?? "")
        .trim(),
    ),
    fitLines([`${capitalize(description)} ${emoji[2] ?? ""}`.trim()], [nudge], max, separator),
    focus.length > 1 ? fitLines([focus.map((f) => titleCase(f)).join(" | ")], [nudge], max, separator) : "",
  ].filter(Boolean);
  return [...new Set(candidates.map((b) => fit(b, max)))];
}

// Advice for the numbered middle of a LinkedIn post; "{k}" is the topic in brief.
const LESSONS = [
  "Start before you feel ready: {k} rewards momentum.",
  "Talk early and often to the people who care about {k}.",
  "After every attempt at {k}, write down what worked and what didn't.",
  "Pick one measure of success for {k} and ignore the rest for a month.",
  "Ask for help with {k} sooner than feels comfortable.",
  "With {k}, small, repeatable steps beat one heroic push.",
  "Cut any part of {k} that nobody would miss.",
  "Share the messy middle of {k}, not only the result.",
];

export function postEngine(input: Record<string, string>, rng: Rng): string[] {
  const platform = input.platform ?? "Twitter (X)";
  const max = POST_LIMITS[platform] ?? 280;
  const { topic, plural, brief } = topicOf(input.topic ?? "");
  const voice = voiceFor(input.tone);
  const tags = topicTags(input.topic ?? "").slice(0, 3);
  const bodies = sample(rng, voice.bodies, 3);
  return sample(rng, voice.hooks, 3).map((hook, i) => {
    const first = fill(hook, topic, plural);
    const body = fill(bodies[i] ?? "", topic, plural);
    const cta = pick(rng, voice.ctas);
    if (platform === "Twitter (X)") {
      return fitLines([first], [body, cta, tags[i % Math.max(1, tags.length)] ?? ""], max, "\n");
    }
    if (platform === "LinkedIn") {
      const lessons = sample(rng, LESSONS, 3).map(
        (l, n) => `${n + 1}. ${capitalize(l.replaceAll("{k}", brief))}`,
      );
      return fitLines([`${first}\n${body}`, lessons.join("\n")], [cta, tags.join(" ")], max);
    }
    return fitLines([`${first} ${pick(rng, voice.emoji)}\n${body}`], [cta], max);
  });
}
