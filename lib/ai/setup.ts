import { env, type Env } from "@/lib/env";

// No "server-only": `npm start` (scripts/start.ts) reads it before the build, to rebuild static pages
// (the tool catalogue) when what the site can do has changed.

/** Whether the environment names an image model (Anthropic has none). */
export function isImageGenerationSetUp(e: Pick<Env, "AI_PROVIDER" | "AI_IMAGE_MODEL"> = env()): boolean {
  return !!e.AI_PROVIDER && !!e.AI_IMAGE_MODEL && e.AI_PROVIDER !== "anthropic";
}
