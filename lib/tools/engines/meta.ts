import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "../limits";
import { capitalize, fit, keywords, phrase, pick, sample, titleCase, type Rng } from "./kit";
import { action, headPhrase, mainPhrase, subject } from "./language";

// Meta titles ≤ 60 and descriptions ≤ 160 characters (what Google shows before cutting), plus a keyword plan
// grouped by search intent. Plain text: labels on their own lines, so it reads the same rendered or copied.

const TITLE_PATTERNS = [
  "{T}: A Practical Guide",
  "{T} Explained Simply",
  "The Complete Guide to {T}",
  "{T}: Tips, Tools and Examples",
  "{T} Made Easy",
  "{T}: What to Know Before You Start",
];
const DESCRIPTION_PATTERNS = [
  "A clear, practical guide to {s}: key steps, common mistakes to avoid and tools that save time.",
  "Everything you need to know about {s}, from the basics to advanced tips. Compare options and get started today.",
  "Learn the essentials of {s} step by step: what matters, how it works and how to get results fast.",
  "New to {s}? See how it works, what it costs and which option fits you best, with honest pros and cons.",
];

export function metaTitle(topic: string, rng: Rng): string {
  const title = pick(rng, TITLE_PATTERNS).replace("{T}", titleCase(topic));
  return title.length <= META_TITLE_MAX ? title : fit(titleCase(topic), META_TITLE_MAX);
}

export function metaDescription(topic: string, rng: Rng): string {
  return fit(
    capitalize(pick(rng, DESCRIPTION_PATTERNS).replace("{s}", subject(topic))),
    META_DESCRIPTION_MAX,
  );
}

export function metaEngine(input: Record<string, string>, rng: Rng): string[] {
  const topic = phrase(input.topic ?? "");
  // Searched for by what it names: "Repot a snake plant" by "snake plant", "Writing a novel in a year" by the
  // activity, "writing a novel".
  const activity = !action(topic) && /^\p{L}+ing\b/iu.test(topic);
  const main = (activity ? headPhrase(topic) : mainPhrase(topic)).toLowerCase();
  const words = keywords(topic, 4);
  const descriptions = sample(rng, DESCRIPTION_PATTERNS, 3);
  const pairs = sample(rng, TITLE_PATTERNS, 3).map((pattern, i) => {
    const title = pattern.replace("{T}", titleCase(topic));
    const safeTitle = title.length <= META_TITLE_MAX ? title : fit(titleCase(topic), META_TITLE_MAX);
    const description = fit(
      capitalize((descriptions[i] ?? "").replace("{s}", subject(topic))),
      META_DESCRIPTION_MAX,
    );
    return `Meta title (${safeTitle.length}/${META_TITLE_MAX})\n${safeTitle}\n\nMeta description (${description.length}/${META_DESCRIPTION_MAX})\n${description}`;
  });
  const competitor = phrase(input.competitor ?? "");
  // "wedding photography pricing" needs no "pricing" added: drop suggestions that repeat a word back to back.
  const list = (items: string[]) =>
    items
      .filter((k) => !/\b(\w+) \1\b/i.test(k))
      .map((k) => `- ${k}`)
      .join("\n");
  const related = [
    ...words
      .filter((w) => !main.includes(w))
      .map((w) => `${w} ${pick(rng, ["tips", "tools", "ideas", "guide"])}`),
    ...(words.length > 1 ? [words.slice().reverse().join(" ")] : []),
  ];
  const plan = [
    `Focus keyword: ${main}`,
    `Informational (blog posts, guides)\n${list(activity ? [`how to start ${main}`, `${main} tips`, `${main} for beginners`, `${main} examples`] : [`what is ${main}`, `how to use ${main}`, `${main} for beginners`, `${main} examples`])}`,
    `Commercial (comparison and landing pages)\n${list(activity ? [`${main} course`, `${main} tools`, `${main} coaching`, `free ${main} resources`] : [`best ${main}`, `${main} reviews`, `${main} pricing`, `free ${main}`])}`,
    ...(related.length > 0 ? [`Related terms for ${main} (use in headings and body)\n${list(related)}`] : []),
  ];
  if (competitor) {
    const c = competitor.toLowerCase();
    plan.push(
      `Competitor keywords (${capitalize(competitor)})\n${list([`${c} alternative`, `${c} vs ${main}`, `${c} pricing`, `is ${c} worth it`])}`,
    );
  }
  return [...pairs, plan.join("\n\n")];
}
