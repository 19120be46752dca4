import "server-only";
import { generateToolImage, streamToolText } from "@/lib/ai/generate";
import { textModel } from "@/lib/ai/provider";
import { visitorKey } from "@/lib/request-ip";
import { runEngine } from "./engines";
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
  if (!tool || !isReady(tool)) return failure(404, "There is no such tool to generate with.");

  let body: { input?: unknown; seed?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return failure(400, "The request was not valid JSON.");
  }
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
    const result = await generateToolImage(parsed.input);
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
  const result = await streamToolText(tool, parsed.input, refund);
  if (!result.ok) {
    await refund();
    return failure(502, result.message, { quota: refunded() });
  }
  return new Response(result.stream, {
    headers: { ...headers, "content-type": "text/plain; charset=utf-8", [GENERATION_MODE_HEADER]: "ai" },
  });
}
