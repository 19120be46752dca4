import { joinVariants } from "../result-format";
import type { ToolInput } from "../types";
import { blogEngine } from "./blog";
import { hashtagEngine } from "./hashtags";
import { humanizerEngine } from "./humanizer";
import { ideasEngine } from "./ideas";
import { rngFor, type Rng } from "./kit";
import { metaEngine } from "./meta";
import { promptEngine } from "./prompt";
import { reviewEngine } from "./review";
import { scriptEngine } from "./script";
import { bioEngine, captionEngine, postEngine } from "./social";
import { youtubeContentEngine } from "./youtube";

// The built-in engine of each text tool, used when no AI provider is configured: offline, instant and
// deterministic for an input and a seed.

export type Engine = (input: ToolInput, rng: Rng) => string[];

export const ENGINES: Record<string, Engine> = {
  "ai-social-caption-generator": captionEngine,
  "ai-bio-generator": bioEngine,
  "tweet-and-post-generator": postEngine,
  "blog-ideas-generator": ideasEngine,
  "youtube-script-generator": scriptEngine,
  "ai-humanizer": humanizerEngine,
  "seo-blog-generator": blogEngine,
  "ai-hashtag-generator": hashtagEngine,
  "youtube-content-generator": youtubeContentEngine,
  "meta-tag-and-keyword-planner": metaEngine,
  "prompt-generator": promptEngine,
  "google-review-generator": reviewEngine,
};

export function hasEngine(slug: string): boolean {
  return slug in ENGINES;
}

/** The variants for an input and seed; throws for a tool without an engine (a bug, not a user error). */
export function runEngineVariants(slug: string, input: ToolInput, seed: number): string[] {
  const engine = ENGINES[slug];
  if (!engine) throw new Error(`No built-in engine for ${slug}`);
  return engine(input, rngFor(input, seed));
}

export function runEngine(slug: string, input: ToolInput, seed: number): string {
  return joinVariants(runEngineVariants(slug, input, seed));
}
