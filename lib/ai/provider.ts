import "server-only";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { ImageModel, LanguageModel } from "ai";
import { env, type Env } from "@/lib/env";

// The provider is chosen by environment alone (DESIGN: every service has an embedded default). With no
// AI_PROVIDER the tools use their built-in engines and these return null.

type AiEnv = Pick<Env, "AI_PROVIDER" | "AI_MODEL" | "AI_API_KEY" | "AI_BASE_URL" | "AI_IMAGE_MODEL">;

function provider(e: AiEnv) {
  const apiKey = e.AI_API_KEY;
  const baseURL = e.AI_BASE_URL;
  switch (e.AI_PROVIDER) {
    case "openai":
      return createOpenAI({ apiKey, baseURL });
    case "anthropic":
      return createAnthropic({ apiKey, baseURL });
    case "google":
      return createGoogleGenerativeAI({ apiKey, baseURL });
    case "openai-compatible":
      return createOpenAICompatible({ name: "openai-compatible", apiKey, baseURL: baseURL ?? "" });
    default:
      return null;
  }
}

export function textModel(e: AiEnv = env()): LanguageModel | null {
  const p = provider(e);
  return p && e.AI_MODEL ? p.languageModel(e.AI_MODEL) : null;
}

export function imageModel(e: AiEnv = env()): ImageModel | null {
  const p = provider(e);
  if (!p || !e.AI_IMAGE_MODEL || !("imageModel" in p)) return null;
  return p.imageModel(e.AI_IMAGE_MODEL);
}

export function providerLabel(e: AiEnv = env()): string | null {
  return e.AI_PROVIDER ? `${e.AI_PROVIDER} (${e.AI_MODEL})` : null;
}
