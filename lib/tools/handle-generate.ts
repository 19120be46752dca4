import "server-only";
import { generateOneImage, streamGeneratedText } from "@/lib/ai/generate";
import { textModel } from "@/lib/ai/provider";
import { BODY_LIMITS } from "@/lib/http/body-limits";
import { readJsonBody } from "@/lib/http/body";
import { visitorKey } from "@/lib/request-ip";
import { runEngine } from "./engines";
import { buildPrompt, imagePrompt } from "./prompts";
import { refundGeneration, takeGeneration, type Quota } from "./quota";
import { getTool, isReady } from "./registry";
import { parseToolInput } from "./validation";

// POST /api/tools/{slug}/generate. Body: { input: {field: value}, seed?: number }.
// Answers text/plain (streamed from the provider, or the built-in engine's result at once) with the quota in
// headers, or JSON { error, fieldErrors?, quota? } with a 4xx/5xx status.

export const GENERATION_MODE_HEADER = "x-generation-mode";

function quotaHeaders(quota: Quota): Record<string, string> {
  return {
    "x-quota-limit": String(quota.limit),
    "x-quota-remaining": String(quota.remaining),
    ...(quota.resetAt ? { "x-quota-reset": quota.resetAt } : {}),
  };
}

function failure(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ error, ...extra }, { status, headers: { "cache-control": "no-store" } });
}

export async function handleGenerate(request: Request, slug: string): Promise<Response> {
  const tool = getTool(slug);
  if (!tool || !isReady(tool) || (tool.kind !== "text" && tool.kind !== "image"))
    return failure(404, "There is no such tool to generate with.");

  const read = await readJsonBody(request, BODY_LIMITS.json);
  if (!read.ok) return read.response;
  const body = (read.value ?? {}) as { input?: unknown; seed?: unknown };
  const parsed = parseToolInput(tool, body?.input);
  if (!parsed.ok)
    return failure(400, "Please check the highlighted fields.", { fieldErrors: parsed.fieldErrors });
  const seed = Number.isSafeInteger(body.seed) ? (body.seed as number) : 1;

  const visitor = visitorKey(request.headers);
  const take = await takeGeneration(visitor);
  if (!take.ok) return failure(429, take.message, { quota: take.quota });
  const refund = async () => {
    await refundGeneration(visitor);
  };
  const headers = { "cache-control": "no-store", ...quotaHeaders(take.quota) };
  const refunded = () => ({ ...take.quota, remaining: take.quota.remaining + 1 });

  if (tool.kind === "image") {
    const result = await generateOneImage({
      prompt: imagePrompt(parsed.input),
      size: parsed.input.size as `${number}x${number}`,
    });
    if (!result.ok) {
      await refund();
      return failure(502, result.message, { quota: refunded() });
    }
    return Response.json({ images: result.images }, { headers });
  }

  if (!textModel()) {
    const text = runEngine(tool.slug, parsed.input, seed);
    return new Response(text, {
      headers: {
        ...headers,
        "content-type": "text/plain; charset=utf-8",
        [GENERATION_MODE_HEADER]: "offline",
      },
    });
  }
  const result = await streamGeneratedText(buildPrompt(tool, parsed.input), refund);
  if (!result.ok) {
    await refund();
    return failure(502, result.message, { quota: refunded() });
  }
  return new Response(result.stream, {
    headers: { ...headers, "content-type": "text/plain; charset=utf-8", [GENERATION_MODE_HEADER]: "ai" },
  });
}
