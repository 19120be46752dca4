import { META_DESCRIPTION_MAX, META_TITLE_MAX, resultLimit } from "./limits";
import type { PromptBuilder, TextTool, ToolInput } from "./types";

// One prompt per text tool, carried by its catalogue entry. All ask for the result format the page parses
// (result-format.ts): variants separated by a line holding only "---", no preamble, so streamed text lands
// straight in cards.

export const SYSTEM_PROMPT = [
  "You are the writing engine of Creatorkit, a free content tools website.",
  "Answer with the requested content only: no introduction, no closing remarks, no explanations.",
  'When asked for several variants, separate them with a line containing only "---".',
  "Use the language of the user's input. Never invent statistics, quotes or reviews of things that did not happen.",
].join("\n");

const lines = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join("\n");

export const captionPrompt: PromptBuilder = (i, limit) =>
  lines(
    `Write 3 different ${i.platform} captions about: ${i.topic}.`,
    `Tone: ${i.tone}.`,
    i.keywords && `Work in these keywords: ${i.keywords}.`,
    "Each caption: a hook line, a short body, one call to action, then relevant hashtags.",
    limit,
  );

export const bioPrompt: PromptBuilder = (i, limit) =>
  lines(`Write 4 different ${i.platform} profile bios for: ${i.description}.`, `Tone: ${i.tone}.`, limit);

export const postPrompt: PromptBuilder = (i, limit) =>
  lines(
    `Write 3 different ${i.platform} posts about: ${i.topic}.`,
    `Tone: ${i.tone}.`,
    "Open with a hook, make one clear point, end with a question that invites replies.",
    limit,
  );

export const ideasPrompt: PromptBuilder = (i) =>
  lines(
    `Suggest 8 blog post ideas for the niche: ${i.niche}.`,
    i.audience && `Audience: ${i.audience}.`,
    "Each idea: a headline in bold (use proven patterns: how-to, list, mistakes, comparison, guide), a blank line, then one sentence on the angle.",
  );

export const scriptPrompt: PromptBuilder = (i) =>
  lines(
    `Write a complete ${i.video_type} YouTube script about: ${i.topic}, for a video of ${i.duration}.`,
    "Markdown: a # title, then ## sections with timestamps in brackets: hook, intro, the body sections, outro.",
    "Include [B-roll] and [On screen] cues. Pace at about 150 spoken words a minute. One variant only.",
  );

export const humanizerPrompt: PromptBuilder = (i) =>
  lines(
    "Rewrite the text below so it reads as if a person wrote it. Keep its meaning and facts.",
    `Writing style: ${i.writing_style}. Tone: ${i.tone}.`,
    "Replace stock AI phrases, vary sentence length, use contractions unless the style is formal or academic.",
    "Give 2 variants.",
    "",
    "Text:",
    i.content,
  );

export const blogPrompt: PromptBuilder = (i) =>
  lines(
    `Write an SEO blog post titled "${i.title}" targeting the keyword "${i.main_keyword}", about ${i.word_count} words.`,
    i.tone && `Tone: ${i.tone}.`,
    `Start with a blockquote holding a meta title (max ${META_TITLE_MAX} characters) and a meta description (max ${META_DESCRIPTION_MAX}).`,
    "Then Markdown: # title, introduction, ## sections with ### subsections and lists where useful, an FAQ, a conclusion. One variant only.",
  );

export const hashtagPrompt: PromptBuilder = (i) =>
  lines(
    `Suggest 3 sets of hashtags for a ${i.platform ?? "Instagram"} post about: ${i.topic}.`,
    "Set 1 mixed, set 2 niche, set 3 broad reach. Tags from the topic's keywords first. Each set on one line, space-separated, lower-case.",
    "Use the number of tags the platform rewards: Instagram up to 20, TikTok 5, LinkedIn 3-5, X 1-2, Facebook 2-3.",
  );

export const youtubeContentPrompt: PromptBuilder = (i, limit) =>
  lines(
    `Create YouTube ${i.content_type} content for a video about: ${i.video_topic}.`,
    i.target_keyword && `Target keyword: ${i.target_keyword}.`,
    i.content_type === "Video Title" && "Give 5 title variants, keyword near the start.",
    i.content_type === "Video Description" &&
      "One description: hook, summary, chapters with timestamps, links placeholder, 3 hashtags.",
    i.content_type === "Keyword Tags" && "Give 2 variants, each a comma-separated tag list.",
    i.content_type === "Video Script Outline" && "One numbered outline with timings.",
    limit,
  );

export const metaPrompt: PromptBuilder = (i) =>
  lines(
    `Plan meta tags and keywords for a page about: ${i.topic}.`,
    i.competitor && `Competitor to compare against: ${i.competitor}.`,
    `Give 3 variants of "**Meta title** (N/${META_TITLE_MAX})" on one line and the title on the next (max ${META_TITLE_MAX} characters), then "**Meta description** (N/${META_DESCRIPTION_MAX})" and the description (max ${META_DESCRIPTION_MAX}).`,
    "Then a fourth variant: a keyword plan with a focus keyword and bullet lists grouped by intent (informational, commercial, competitor).",
  );

export const promptPrompt: PromptBuilder = (i) =>
  lines(
    `Write 3 different prompts a person could give an AI assistant for: ${i.prompt_for}.`,
    "Each states a role, the task, context placeholders in [brackets], constraints and the output format.",
  );

export const reviewPrompt: PromptBuilder = (i) =>
  lines(
    `A customer wants help writing an honest Google review of ${i.business_name}.`,
    `Their experience, in their words: ${i.service_description}.`,
    "Write 3 drafts (short, medium, detailed) in the first person, using only what they described; add no invented details.",
  );

/** The system and user prompt for a text tool's input, as lib/ai takes them. */
export function buildPrompt(tool: TextTool, input: ToolInput): { system: string; prompt: string } {
  const limit = resultLimit(tool, input);
  const prompt = tool.prompt(
    input,
    limit ? `Each variant must be at most ${limit.max} characters (${limit.label} limit).` : "",
  );
  return { system: SYSTEM_PROMPT, prompt };
}

/** The image tool's prompt: the description, then the chosen style. */
export function imagePrompt(input: ToolInput): string {
  return `${input.prompt}\nStyle: ${input.style}.`;
}
