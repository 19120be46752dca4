import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";

/** The page's main text as Firefox Reader View extracts it, capped so a prompt stays small. */
export function mainText(html: string, maxChars = 12_000): { title: string; text: string } | null {
  const { document } = parseHTML(html);
  const article = new Readability(document as unknown as Document).parse();
  const text = article?.textContent?.replace(/\s+/g, " ").trim();
  if (!text) return null;
  return { title: article?.title ?? "", text: text.slice(0, maxChars) };
}

export const EXPERIENCE_SYSTEM = [
  "You assess web content for Google's E-E-A-T guidance, judging ONLY first-hand experience and content quality.",
  "Base your answer only on the text given. Do not guess facts about the author or site.",
  'Answer with JSON only: {"rating":"strong"|"some"|"weak","summary":"one or two sentences","quotes":["up to 3 short quotes from the text showing experience"]}',
].join("\n");

export function experiencePrompt(input: {
  title: string;
  text: string;
  contentType: string;
  industry?: string;
}) {
  return [
    `Content type: ${input.contentType}.`,
    input.industry ? `Industry: ${input.industry}.` : "",
    `Title: ${input.title}`,
    "Main text:",
    input.text,
  ]
    .filter(Boolean)
    .join("\n");
}
