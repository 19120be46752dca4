import { capitalize, fit, phrase, phrases, pick, type Rng } from "./kit";

// Drafts for a customer describing a real visit; the text leans on what they wrote, so it stays theirs.

const OPENERS = [
  "I recently used {b} for {s}, and I'm glad I did.",
  "Had a great experience with {b}.",
  "I went to {b} for {s}.",
  "Highly recommend {b}.",
];
const MIDDLES = [
  "The team explained everything clearly and the work was done on time.",
  "They were friendly, professional and easy to reach with questions.",
  "Booking was simple and the price matched what I was quoted.",
  "You can tell they care about doing the job properly.",
];
const CLOSERS = [
  "I'll be back and would recommend them to friends.",
  "Thanks to the whole team!",
  "Five stars from me.",
  "Worth every penny.",
];

export function reviewEngine(input: Record<string, string>, rng: Rng): string[] {
  const business = phrase(input.business_name ?? "");
  const story = phrase(input.service_description ?? "");
  const service = phrases(story, 1)[0] ?? "their service";
  const fillIn = (t: string) => t.replaceAll("{b}", business).replaceAll("{s}", service);
  const own = `${capitalize(story)}.`;
  return [
    fit(`${fillIn(pick(rng, OPENERS))} ${pick(rng, CLOSERS)}`, 300),
    `${fillIn(pick(rng, OPENERS))} ${own} ${pick(rng, MIDDLES)} ${pick(rng, CLOSERS)}`,
    `${fillIn(OPENERS[2] ?? "")}\n\n${own}\n\nWhat stood out: ${pick(rng, MIDDLES).charAt(0).toLowerCase()}${pick(rng, MIDDLES).slice(1)}\n\n${pick(rng, CLOSERS)}`,
  ];
}
