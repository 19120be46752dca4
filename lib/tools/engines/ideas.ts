import { capitalize, phrase, pick, sample, titleCase, type Rng } from "./kit";

// Headline patterns that have worked for decades of magazine and blog writing; "{n}" niche, "{a}" audience.
const PATTERNS: [string, string][] = [
  [
    "How to Get Started with {n} (Even If You're {a})",
    "A step-by-step beginner's path with the first three actions to take this week.",
  ],
  [
    "{num} {n} Mistakes {a} Make, and How to Avoid Them",
    "Common errors, why they happen and the fix for each.",
  ],
  [
    "The Ultimate Guide to {n} for {a}",
    "A long, bookmarkable pillar post that links out to your detailed posts.",
  ],
  ["{num} Simple Ways to Get Better at {n}", "Quick wins readers can apply today, each with an example."],
  [
    "Why Most {a} Struggle with {n} (and What to Do Instead)",
    "Name the real obstacle and offer a better approach.",
  ],
  [
    "{n} on a Budget: What's Worth Paying For",
    "Separate the essentials from the nice-to-haves, with price ranges.",
  ],
  [
    "What I Learned from a Year of {n}",
    "A first-hand story with numbers, lessons and what you'd do differently.",
  ],
  [
    "{n} vs. the Alternatives: An Honest Comparison",
    "Compare options on cost, effort and results, then recommend one per situation.",
  ],
  ["The {a}'s Checklist for {n}", "A printable checklist readers can follow and save."],
  [
    "{num} Questions {a} Ask About {n}, Answered",
    "Answer real questions from forums and search suggestions, one section each.",
  ],
  ["Is {n} Worth It? The Pros, Cons and Costs", "A balanced verdict that helps readers decide."],
  ["The Beginner's Glossary of {n}", "Define the terms newcomers meet first, in plain language."],
  ["How {a} Can Save Time on {n}", "Shortcuts, templates and tools that cut the effort in half."],
  ["{num} {n} Trends to Watch This Year", "What is changing, why it matters and how to prepare."],
  [
    "A Day in the Life: {n} from Start to Finish",
    "A walkthrough of a real day or project, with photos or screenshots.",
  ],
  ["{n} Myths That Need to Go", "Debunk popular beliefs with sources and experience."],
];

export function ideasEngine(input: Record<string, string>, rng: Rng): string[] {
  const niche = titleCase(phrase(input.niche ?? ""));
  const audience =
    titleCase(phrase(input.audience ?? "")) || pick(rng, ["Beginners", "Busy People", "Newcomers"]);
  return sample(rng, PATTERNS, 8).map(([headline, angle]) => {
    const title = headline
      .replaceAll("{n}", niche)
      .replaceAll("{a}", audience)
      .replaceAll("{num}", String(pick(rng, [5, 7, 9, 10, 11, 12, 15])));
    return `**${title}**\n\n${capitalize(angle)}`;
  });
}
