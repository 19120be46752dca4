import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "../limits";
import { capitalize, fit, keywords, phrase, phrases, pick, sample, titleCase, type Rng } from "./kit";

// Meta titles ≤ 60 and descriptions ≤ 160 characters (what Google shows before cutting), plus a keyword plan
// grouped by search intent.

const TITLE_PATTERNS = [
  "{T}: A Practical Guide",
  "{T} Explained Simply",
  "The Complete Guide to {T}",
  "{T}: Tips, Tools and Examples",
  "How to Choose {T}",
  "{T} Made Easy",
];
const DESCRIPTION_PATTERNS = [
  "Learn {t} step by step: what it is, how it works and how to get results fast. Practical tips, examples and tools inside.",
  "Everything you need to know about {t}, from the basics to advanced tips. Compare options and get started today.",
  "Looking for {t}? See how it works, what it costs and which option fits you best, with honest pros and cons.",
  "A clear, practical guide to {t}: key steps, common mistakes to avoid and tools that save time.",
];

export function metaTitle(topic: string, rng: Rng): string {
  const title = pick(rng, TITLE_PATTERNS).replace("{T}", titleCase(topic));
  return title.length <= META_TITLE_MAX ? title : fit(titleCase(topic), META_TITLE_MAX);
}

export function metaDescription(topic: string, rng: Rng): string {
  return fit(pick(rng, DESCRIPTION_PATTERNS).replace("{t}", topic.toLowerCase()), META_DESCRIPTION_MAX);
}

export function metaEngine(input: Record<string, string>, rng: Rng): string[] {
  const topic = phrase(input.topic ?? "");
  const main = phrases(topic, 1)[0] ?? topic.toLowerCase();
  const words = keywords(topic, 4);
  const pairs = sample(rng, TITLE_PATTERNS, 3).map((pattern, i) => {
    const title = pattern.replace("{T}", titleCase(topic));
    const safeTitle = title.length <= META_TITLE_MAX ? title : fit(titleCase(topic), META_TITLE_MAX);
    const description = fit(
      (DESCRIPTION_PATTERNS[i] ?? "").replace("{t}", topic.toLowerCase()),
      META_DESCRIPTION_MAX,
    );
    return `**Meta title** (${safeTitle.length}/${META_TITLE_MAX})\n${safeTitle}\n\n**Meta description** (${description.length}/${META_DESCRIPTION_MAX})\n${description}`;
  });
  const competitor = phrase(input.competitor ?? "");
  const plan = [
    `**Focus keyword:** ${main}`,
    "",
    "**Informational** (blog posts, guides)",
    ...[`what is ${main}`, `how to use ${main}`, `${main} for beginners`, `${main} examples`].map(
      (k) => `- ${k}`,
    ),
    "",
    "**Commercial** (comparison and landing pages)",
    ...[`best ${main}`, `${main} reviews`, `${main} pricing`, `free ${main}`].map((k) => `- ${k}`),
    "",
    "**Related terms** (use in headings and body)",
    ...words
      .filter((w) => !main.includes(w))
      .map((w) => `- ${w} ${pick(rng, ["tips", "tools", "ideas", "guide"])}`),
    ...(words.length > 1 ? [`- ${words.slice().reverse().join(" ")}`] : []),
  ];
  if (competitor) {
    plan.push(
      "",
      `**Competitor** (${capitalize(competitor)})`,
      ...[
        `${competitor.toLowerCase()} alternative`,
        `${competitor.toLowerCase()} vs ${main}`,
        `${competitor.toLowerCase()} pricing`,
        `is ${competitor.toLowerCase()} worth it`,
      ].map((k) => `- ${k}`),
    );
  }
  return [...pairs, plan.join("\n")];
}
