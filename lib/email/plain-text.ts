import sanitizeHtml from "sanitize-html";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/**
 * The plain-text part of an HTML e-mail: paragraphs stay paragraphs, list items get a dash, and a link
 * keeps its address beside its words, since a text reader cannot click the words.
 */
export function emailPlainText(html: string): string {
  const marked = html
    .replace(/<a\s[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, words: string) =>
      words.replace(/<[^>]+>/g, "").trim() === href ? href : `${words} (${href})`,
    )
    .replace(/<li[^>]*>/gi, "\n- ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|blockquote|pre|div|ul|ol|figure)>/gi, "$&\n\n");
  const text = sanitizeHtml(marked, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ["script", "style"],
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
