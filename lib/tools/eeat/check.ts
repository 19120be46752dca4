import "server-only";
import { z } from "@/lib/zod";
import { completeText } from "@/lib/ai/generate";
import { fetchPage } from "@/lib/net/guarded-fetch";
import { EXPERIENCE_SYSTEM, experiencePrompt, mainText } from "./experience";
import { parsePage } from "./page";
import { measureSignals } from "./signals";
import { scoreSignals, type GroupScore } from "./score";

export interface AiExperience {
  rating: "strong" | "some" | "weak";
  summary: string;
  quotes: string[];
}

export interface EeatReport {
  url: string;
  overall: number;
  groups: GroupScore[];
  /** The model's view of experience and quality from the main text; it never changes the measured scores. */
  ai: AiExperience | null;
  aiAvailable: boolean;
}

const aiAnswer = z.object({
  rating: z.enum(["strong", "some", "weak"]),
  summary: z.string().max(600),
  quotes: z.array(z.string().max(300)).max(3).default([]),
});

/** Measures the signals on the page's HTML (pure; the fixture tests call this). */
export function analyzeHtml(html: string, url: string) {
  return scoreSignals(measureSignals(parsePage(html, url)));
}

async function judgeExperience(
  html: string,
  contentType: string,
  industry?: string,
): Promise<AiExperience | null> {
  const main = mainText(html);
  if (!main) return null;
  const answer = await completeText({
    system: EXPERIENCE_SYSTEM,
    prompt: experiencePrompt({ ...main, contentType, industry }),
  });
  const json = answer?.match(/\{[\s\S]*\}/)?.[0];
  if (!json) return null;
  try {
    const parsed = aiAnswer.safeParse(JSON.parse(json));
    // Quotes must really be in the text: the model may not put words in the page's mouth.
    return parsed.success
      ? { ...parsed.data, quotes: parsed.data.quotes.filter((q) => main.text.includes(q)) }
      : null;
  } catch {
    return null;
  }
}

export async function checkEeat(
  input: { url: string; contentType: string; industry?: string },
  aiAvailable: boolean,
): Promise<EeatReport> {
  const page = await fetchPage(input.url);
  const { overall, groups } = analyzeHtml(page.html, page.url);
  const ai = aiAvailable ? await judgeExperience(page.html, input.contentType, input.industry) : null;
  return { url: page.url, overall, groups, ai, aiAvailable };
}
