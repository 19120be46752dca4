import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "../limits";
import { FAQ, SECTIONS } from "./blog-copy";
import { capitalize, fit, phrase, sample, shuffle, wordCount, type Rng } from "./kit";

// A structured draft of about the chosen length: meta tags, H1, introduction, H2 sections (with lists), an
// FAQ and a conclusion. Sections are added until the word count is reached, each paragraph used once.

const INTROS: Record<string, string> = {
  Casual:
    "Let's be honest: {k} can feel like a lot at first. It doesn't have to. This guide walks you through it in plain words, with the steps that actually make a difference.",
  Professional:
    "{K} is a practical discipline with a clear payoff. This guide sets out what it is, why it matters and how to approach it systematically.",
  Witty:
    "{K} has a reputation for being complicated. It's mostly undeserved. Here's the no-nonsense version, minus the jargon and the 40-step checklists.",
  Enthusiastic:
    "{K} is one of the most rewarding things you can learn this year, and getting started is easier than you think! Here's everything you need.",
  Informative:
    "This guide explains {k}: what it is, why it matters, how to start, which mistakes to avoid and how to measure progress.",
  Sarcastic: "Yes, another guide to {k}. The difference is that this one gets to the point. Let's go.",
};

const fillK = (t: string, k: string) => t.replaceAll("{K}", capitalize(k)).replaceAll("{k}", k);

export function blogEngine(input: Record<string, string>, rng: Rng): string[] {
  const keyword = phrase(input.main_keyword ?? "").toLowerCase();
  const title = phrase(input.title ?? "");
  const target = Number(input.word_count ?? 800);
  const intro = fillK(INTROS[input.tone ?? ""] ?? INTROS.Informative ?? "", keyword);
  const metaTitle = fit(title, META_TITLE_MAX);
  const metaDescription = fit(
    `${title}: ${fillK("a practical guide to {k}, with steps, mistakes to avoid and tips to measure results.", keyword)}`,
    META_DESCRIPTION_MAX,
  );

  const head = [
    `> **Meta title:** ${metaTitle}  \n> **Meta description:** ${metaDescription}`,
    `# ${title}`,
    intro,
    `In this article you'll find a clear definition of ${keyword}, why it matters, a step-by-step way to start, the most common mistakes, best practices and answers to frequent questions.`,
  ];
  const faq = sample(rng, FAQ, 3).flatMap(([q, a]) => [`### ${fillK(q, keyword)}`, fillK(a, keyword)]);
  const tail = [
    "## Frequently asked questions",
    ...faq,
    "## Conclusion",
    `${capitalize(keyword)} rewards steady, focused effort. Define your outcome, start small, review honestly and change one thing at a time. Come back to this guide as you progress, and put the first step into practice today.`,
  ];
  const budget = target - wordCount([...head, ...tail].join(" "));

  // The first sections keep their order (definition, why, how), the rest are shuffled per seed.
  const [first, second, third, ...rest] = SECTIONS;
  const order = [first, second, third, ...shuffle(rng, rest)].filter((s) => s !== undefined);
  const body: string[] = [];
  let words = 0;
  for (const section of order) {
    if (words >= budget * 0.97) break;
    body.push(`## ${capitalize(fillK(section.heading, keyword))}`);
    for (const paragraph of section.paragraphs) {
      if (words >= budget) break;
      const text = fillK(paragraph, keyword);
      body.push(text);
      words += wordCount(text);
    }
    if (section.bullets && words < budget) {
      const list = section.bullets.map((b) => `- ${b}`).join("\n");
      body.push(list);
      words += wordCount(list);
    }
  }
  return [[...head, ...body, ...tail].join("\n\n")];
}
