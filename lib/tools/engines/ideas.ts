import { capitalize, phrase, pick, sample, titleCase, type Rng } from "./kit";
import { generic, inSentence, plural, possessive, standsAlone, takesPlural } from "./inflection";
import { nounPhrases } from "./language";

// Headline patterns that have worked for decades of magazine and blog writing, each with the angle the post
// takes. "{n}" is the niche as it reads after a preposition ("standing desks", "home espresso"), "{g}" the niche
// as one general subject ("a standing desk"), "{Is}" agrees with it, "{a}" the audience in the plural,
// "{checklist}" a checklist title with the audience's possessive when it has one. Plain text, one idea each:
// the title on the first line, the angle on the second.
const PATTERNS: [string, string][] = [
  [
    "How {a} Can Get Started with {n}",
    "A step-by-step path into {n} for {a}, with the first three actions to take this week.",
  ],
  [
    "{num} Mistakes {a} Make with {n}, and How to Avoid Them",
    "The errors {a} make most often with {n}, why they happen and the fix for each.",
  ],
  [
    "The Ultimate Guide to {n} for {a}",
    "A long, bookmarkable pillar post on {n} that links out to your detailed posts.",
  ],
  [
    "{num} Simple Ways to Get More Out of {n}",
    "Quick wins with {n} that {a} can apply today, each with an example.",
  ],
  [
    "Why Most {a} Struggle with {n} (and What to Do Instead)",
    "Name the real obstacle {a} meet with {n} and offer a better approach.",
  ],
  [
    "{n} on a Budget: What's Worth Paying For",
    "Separate the essentials of {n} from the nice-to-haves, with price ranges.",
  ],
  [
    "What I Learned from a Year of {n}",
    "A first-hand story about {n}, with numbers, lessons and what you'd do differently.",
  ],
  [
    "{n} vs. the Alternatives: An Honest Comparison",
    "Compare {n} with the alternatives on cost, effort and results, then recommend one per situation.",
  ],
  ["{checklist}", "A printable checklist for {n} that {a} can follow and save."],
  [
    "{num} Questions {a} Ask About {n}, Answered",
    "Answer real questions about {n} from forums and search suggestions, one section each.",
  ],
  ["{Is} {g} Worth It? The Pros, Cons and Costs", "A balanced verdict on {n} that helps {a} decide."],
  ["The Beginner's Glossary of {n}", "Define the terms of {n} that newcomers meet first, in plain language."],
  ["How {a} Can Save Time on {n}", "Shortcuts, templates and tools for {n} that cut the effort in half."],
  [
    "{num} Trends in {n} to Watch This Year",
    "What is changing in {n}, why it matters to {a} and how to prepare.",
  ],
  [
    "A Day in the Life: {n} from Start to Finish",
    "A walkthrough of a real day or project with {n}, with photos or screenshots.",
  ],
  ["{num} Myths About {n} That Need to Go", "Debunk popular beliefs about {n} with sources and experience."],
];

export function ideasEngine(input: Record<string, string>, rng: Rng): string[] {
  // Headlines are title case throughout; the sentences under them keep the visitor's words as typed.
  const niche = inSentence(phrase(input.niche ?? ""));
  const n = standsAlone(niche) ? niche : plural(niche);
  const g = generic(niche);
  const typed = inSentence(phrase(input.audience ?? ""));
  const audience = typed ? plural(typed) : pick(rng, ["beginners", "busy people", "newcomers"]);
  // "The Small Business Owners' Checklist" reads; "The Students on a Budget's Checklist" does not.
  const simple = nounPhrases(audience, 1)[0]?.toLowerCase() === audience.toLowerCase();
  const checklist = simple
    ? `The ${titleCase(possessive(audience))} Checklist for ${titleCase(n)}`
    : `A Checklist for ${titleCase(n)} for ${titleCase(audience)}`;
  return sample(rng, PATTERNS, 8).map(([headline, angle]) => {
    const title = titleCase(
      headline
        .replace("{checklist}", checklist)
        .replace("{Is}", takesPlural(niche) ? "Are" : "Is")
        .replace("{g}", g)
        .replaceAll("{n}", n)
        .replaceAll("{a}", audience)
        .replace("{num}", String(pick(rng, [5, 7, 9, 10, 11, 12, 15]))),
    );
    return `${title}\n${capitalize(angle.replaceAll("{n}", n).replaceAll("{a}", audience))}`;
  });
}
