import "server-only";
import { postPath } from "@/lib/blog/seo";
import { align } from "./align";
import { CHECK_CONFIG, type CheckType } from "./check-types";
import { tokenize, winnow, shingleHashes } from "./fingerprint";
import { candidateSources, getSourceTexts } from "./queries";
import { searchWeb, type WebResult } from "./web-search";

export interface MatchedPassage {
  /** Character offsets in the submitted text. */
  start: number;
  end: number;
  text: string;
  /** Share of the passage's words that match word for word (edited words lower it). */
  closeness: number;
  source: { title: string; url: string; kind: "post" | "ebook"; excerpt: string };
}

export interface PlagiarismReport {
  checkType: CheckType;
  words: number;
  /** Percent of the submitted words inside a matching passage, one decimal. */
  similarity: number;
  passages: MatchedPassage[];
  web: { searched: false; reason: string } | { searched: true; results: WebResult[] };
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export async function checkPlagiarism(content: string, checkType: CheckType): Promise<PlagiarismReport> {
  const config = CHECK_CONFIG[checkType];
  const tokens = tokenize(content);
  const hashes = shingleHashes(tokens, config.k);
  const prints = [...new Set(winnow(hashes, config.w).map((f) => f.hash))];
  const sources = await getSourceTexts(await candidateSources(config.k, prints));

  const passages: MatchedPassage[] = [];
  const covered = new Set<number>();
  for (const source of sources) {
    const sourceTokens = tokenize(source.text);
    for (const p of align(tokens, sourceTokens, config.k, config.minWords)) {
      for (const i of p.covered) covered.add(i);
      const start = tokens[p.from]!.start;
      const end = tokens[p.to - 1]!.end;
      passages.push({
        start,
        end,
        text: content.slice(start, end),
        closeness: percent(p.covered.length, p.to - p.from),
        source: {
          title: source.title,
          url: source.kind === "post" ? postPath(source.slug) : `/ebooks/${source.slug}`,
          kind: source.kind,
          excerpt: source.text.slice(sourceTokens[p.sourceFrom]!.start, sourceTokens[p.sourceTo - 1]!.end),
        },
      });
    }
  }
  passages.sort((a, b) => a.start - b.start || b.closeness - a.closeness);
  return {
    checkType,
    words: tokens.length,
    similarity: percent(covered.size, tokens.length),
    passages,
    web: config.web
      ? await searchWeb(content)
      : { searched: false, reason: "This check type compares with this site's own posts and ebooks only." },
  };
}
