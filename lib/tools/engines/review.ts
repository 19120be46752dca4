import { capitalize, fit, phrase, pick, sample, type Rng } from "./kit";
import { afterPreposition } from "./inflection";
import { mainPhrase } from "./language";

// Drafts for a customer describing a real visit; the text leans on what they wrote, so it stays theirs.
// "{b}" is the business, "{s}" the service in brief ("emergency boiler repairs").

const OPENERS = [
  "I recently used {b} for {s}, and I'm glad I did.",
  "Had a great experience with {b}.",
  "I went to {b} for {s}.",
  "Highly recommend {b}.",
];
const MIDDLES = [
  "the team explained everything clearly and the work was done on time.",
  "they were friendly, professional and easy to reach with questions.",
  "booking was simple and the price matched what I was quoted.",
  "you can tell they care about doing the job properly.",
];
const CLOSERS = [
  "I'll be back and would recommend {b} to friends.",
  "Thanks to the whole team at {b}!",
  "Five stars from me.",
  "Worth every penny.",
];
// What the customer did themselves ("Ordered a cake") as against what the business did ("Fixed the boiler").
const CUSTOMER_VERBS =
  /^(ordered|bought|hired|rented|booked|took|attended|tried|visited|stayed|had|got|used|special-ordered)\b/i;

/** The visitor's description as a sentence of the review; without a business when the review named it already. */
function ownWords(story: string, business: string): string {
  const first = story.split(/\s+/)[0] ?? "";
  const lower = `${story.charAt(0).toLowerCase()}${story.slice(1)}`;
  if (/^[A-Z][a-z]+ed$/.test(first) || CUSTOMER_VERBS.test(story)) {
    return `${CUSTOMER_VERBS.test(story) ? "I" : "They"} ${lower}.`;
  }
  if (/^(I|We|My|Our|They|The)\b/.test(story)) return `${capitalize(story)}.`;
  return business ? `I came to ${business} for ${lower}.` : `I came in for ${lower}.`;
}

export function reviewEngine(input: Record<string, string>, rng: Rng): string[] {
  const business = phrase(input.business_name ?? "");
  const story = phrase(input.service_description ?? "");
  const service = afterPreposition(mainPhrase(story));
  const fillIn = (t: string) => t.replaceAll("{b}", business).replaceAll("{s}", service);
  const [o1, o2] = sample(rng, OPENERS, 2).map(fillIn);
  const [m1, m2] = sample(rng, MIDDLES, 2);
  const [c1, c2, c3] = sample(rng, CLOSERS, 3).map(fillIn);
  const own = ownWords(story, business);
  return [
    fit(`${o1} ${capitalize(m1 ?? "")} ${c1}`, 300),
    `${o2} ${ownWords(story, "")} ${capitalize(m2 ?? "")} ${c2}`,
    `${own}\n\nWhat stood out at ${business}: ${pick(rng, MIDDLES)}\n\n${c3}`,
  ];
}
