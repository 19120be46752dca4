import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "../limits";
import { FAQ, SECTIONS } from "./blog-copy";
import { capitalize, fit, phrase, sample, shuffle, wordCount, type Rng } from "./kit";
import { generic, plural, standsAlone, takesPlural } from "./inflection";
import { nounPhrases } from "./language";

// A structured draft of about the chosen length: meta tags, H1, introduction, H2 sections (with lists), an
// FAQ and a conclusion. Sections are added until the word count is reached, each paragraph used once. The
// tone sets the introduction, the conclusion and the link between sections.

const INTROS: Record<string, string> = {
  Casual:
    "Let's be honest: {k} can feel like a lot at first. {It} doesn't have to. This guide walks you through it in plain words, with the steps that actually make a difference.",
  Professional:
    "Getting {k} right has a clear payoff. This guide sets out what matters, why it matters and how to approach it systematically.",
  Witty:
    "{K} {kis} supposedly complicated. That reputation is mostly undeserved. Here's the no-nonsense version, minus the jargon and the 40-step checklists.",
  Enthusiastic:
    "Learning about {k} is one of the most rewarding things you can do this year, and getting started is easier than you think! Here's everything you need.",
  Informative:
    "This guide explains {k}: what matters, how to start, which mistakes to avoid and how to measure progress.",
  Sarcastic: "Yes, another guide to {k}. The difference is that this one gets to the point. Let's go.",
};

const CONCLUSIONS: Record<string, string> = {
  Casual:
    "That's the lot. {K} reward{ks} steady effort more than big bursts, so pick one step from this guide and try it this week.",
  Professional:
    "{K} reward{ks} steady, focused effort. Define your outcome, start small, review honestly and change one thing at a time.",
  Witty:
    "And that's {k}, minus the mystery. Start small, ignore the 40-step checklists, and enjoy being the one who actually did it.",
  Enthusiastic:
    "You're ready! {K} reward{ks} every bit of effort you put in, so pick your first step and go for it today!",
  Informative:
    "To sum up: {k} reward{ks} steady, focused effort. Define your outcome, start small, review honestly and change one thing at a time.",
  Sarcastic: "So there it is: {k}, explained without the fluff. Now go and actually do it. I'll wait.",
};

export function blogEngine(input: Record<string, string>, rng: Rng): string[] {
  const keyword = phrase(input.main_keyword ?? "");
  // A title keeps its question or exclamation mark: "Is a Standing Desk Worth It?"
  const title = (input.title ?? "")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.;:,]+$/, "");
  const target = Number(input.word_count ?? 800);
  const tone = input.tone && INTROS[input.tone] ? input.tone : "Informative";
  // After a preposition a countable keyword reads in the plural: "mistakes with standing desks".
  const bare = standsAlone(keyword) ? keyword : plural(keyword);
  const many = bare !== keyword || takesPlural(keyword);
  // As a subject the keyword is its leading noun phrase: "cold brew coffee at home" is "cold brew coffee"
  // in "What is cold brew coffee?"; after a preposition it is read whole.
  const lead = nounPhrases(keyword, 1)[0];
  const subject =
    lead && keyword.toLowerCase().startsWith(lead.toLowerCase()) ? keyword.slice(0, lead.length) : keyword;
  const one = generic(subject);
  const fillK = (t: string) =>
    t
      .replaceAll("{gk}", one)
      .replaceAll("{is}", takesPlural(subject) ? "are" : "is")
      .replaceAll("{s}", takesPlural(subject) ? "" : "s")
      .replaceAll("{Kis}", many ? "Are" : "Is")
      .replaceAll("{kis}", many ? "are" : "is")
      .replaceAll("{ks}", many ? "" : "s")
      .replaceAll("{It}", many ? "They" : "It")
      .replaceAll("{K}", capitalize(bare))
      .replaceAll("{k}", bare);

  const metaTitle = fit(title, META_TITLE_MAX);
  const metaDescription = fit(
    `${title.replace(/[?!]$/, "")}: ${fillK("a practical guide to {k}, with steps, mistakes to avoid and tips to measure results.")}`,
    META_DESCRIPTION_MAX,
  );
  const head = [
    `> **Meta title:** ${metaTitle}\n> **Meta description:** ${metaDescription}`,
    `# ${title}`,
    fillK(INTROS[tone] ?? ""),
    `In “${title}” you'll find what matters about ${bare}, a step-by-step way to start, the most common mistakes, best practices and answers to frequent questions.`,
  ];
  const faq = sample(rng, FAQ, 3).flatMap(([q, a]) => [`### ${capitalize(fillK(q))}`, fillK(a)]);
  const tail = ["## Frequently asked questions", ...faq, "## Conclusion", fillK(CONCLUSIONS[tone] ?? "")];
  const budget = target - wordCount([...head, ...tail].join(" "));

  // The first sections keep their order (definition, why, how), the rest are shuffled per seed.
  const [first, second, third, ...rest] = SECTIONS;
  const order = [first, second, third, ...shuffle(rng, rest)].filter((s) => s !== undefined);
  const body: string[] = [];
  let words = 0;
  for (const section of order) {
    if (words >= budget * 0.97) break;
    body.push(`## ${capitalize(fillK(section.heading))}`);
    for (const paragraph of section.paragraphs) {
      if (words >= budget) break;
      const text = fillK(paragraph);
      body.push(text);
      words += wordCount(text);
    }
    if (section.bullets && words < budget) {
      const list = section.bullets.map((b) => `- ${capitalize(fillK(b))}`).join("\n");
      body.push(list);
      words += wordCount(list);
    }
  }
  return [[...head, ...body, ...tail].join("\n\n")];
}
