import "server-only";
import { z } from "@/lib/zod";
import { env } from "@/lib/env";
import { fetchJson } from "@/lib/net/guarded-fetch";

// "Web Content" checks search the web for the text's most distinctive sentences through the Brave Search
// API, and only when the site owner has configured a key; otherwise the report says plainly that the web
// was not searched. The endpoint is fixed (never a visitor's URL); it goes through the guarded fetch all the
// same, for its size cap and deadline.

export const BRAVE_ENDPOINT = "https://api.search.brave.com/res/v1/web/search";

export interface WebResult {
  query: string;
  title: string;
  url: string;
  snippet: string;
}

export type WebSearch = { searched: false; reason: string } | { searched: true; results: WebResult[] };

const answer = z.object({
  web: z
    .object({
      results: z.array(z.object({ title: z.string(), url: z.string(), description: z.string().default("") })),
    })
    .optional(),
});

/** The longest sentences (at least eight words): the likeliest to be unique to their source. */
export function distinctiveSentences(text: string, count = 3): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 8)
    .sort((a, b) => b.length - a.length)
    .slice(0, count)
    .map((s) => s.slice(0, 300));
}

export async function searchWeb(
  text: string,
  options: { key?: string; endpoint?: string; fetch?: typeof fetchJson } = {},
): Promise<WebSearch> {
  const key = options.key ?? env().BRAVE_SEARCH_API_KEY;
  if (!key)
    return {
      searched: false,
      reason:
        "The web was not searched: this site has no search API key configured. Only this site's own posts and ebooks were compared.",
    };
  const results: WebResult[] = [];
  for (const query of distinctiveSentences(text)) {
    const url = new URL(options.endpoint ?? BRAVE_ENDPOINT);
    url.searchParams.set("q", `"${query}"`);
    url.searchParams.set("count", "5");
    try {
      const json = await (options.fetch ?? fetchJson)(url.href, { "x-subscription-token": key });
      const parsed = answer.safeParse(json);
      for (const r of parsed.success ? (parsed.data.web?.results ?? []) : [])
        results.push({ query, title: r.title, url: r.url, snippet: r.description.replace(/<[^>]+>/g, "") });
    } catch (error) {
      console.error("[plagiarism] web search failed:", error);
      return {
        searched: false,
        reason: "The web search service did not answer, so the web was not searched this time.",
      };
    }
  }
  return { searched: true, results };
}
