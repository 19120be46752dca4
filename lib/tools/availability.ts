import { isImageGenerationSetUp } from "@/lib/ai/setup";
import { env, type Env } from "@/lib/env";
import { isReady } from "./registry";
import type { ToolInfo } from "./types";

// Some tools need a service this site may not have: the Free Image Generator needs an image model. Such a
// tool stays in the catalogue, marked, but is never promoted (home, related tools) where it cannot work.
// Read where a page renders: the home page per request (ISR), the static catalogue at build, which
// `npm start` redoes when the image setup changes (scripts/start.ts).

export const NEEDS_IMAGE_PROVIDER = "needs an image provider";

type SetupEnv = Pick<Env, "AI_PROVIDER" | "AI_IMAGE_MODEL">;

/** What this site lacks for `tool` to work ("needs an image provider"), or null when nothing. */
export function missingSetup(tool: Pick<ToolInfo, "kind">, e: SetupEnv = env()): string | null {
  return tool.kind === "image" && !isImageGenerationSetUp(e) ? NEEDS_IMAGE_PROVIDER : null;
}

/** Whether a visitor sent to `tool` from a promoted list can use it here. */
export function isUsableHere(tool: ToolInfo, e: SetupEnv = env()): boolean {
  return isReady(tool) && missingSetup(tool, e) === null;
}
