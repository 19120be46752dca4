import { htmlToText } from "./sanitize";

/** The start of a text, cut at a word boundary so it never ends mid-word. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}

/** A post's summary: its own excerpt, or else the start of its content's text. */
export function postSummary(post: { excerpt: string | null; content: string }, max = 160): string {
  return post.excerpt?.trim() || truncateText(htmlToText(post.content), max);
}
