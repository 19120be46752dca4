import "server-only";
import { textModel } from "@/lib/ai/provider";
import { env } from "@/lib/env";
import { GuardedFetchError } from "@/lib/net/errors";
import { limiter } from "@/lib/rate-limit";
import { visitorKey } from "@/lib/request-ip";
import { jsonError, readJsonBody } from "../analyzer-request";
import { getTool } from "../registry";
import { parseToolInput } from "../validation";
import { checkEeat } from "./check";

// POST /api/analyze/eeat. Body: { input: { content_url, content_type, industry? } }. Each check fetches a
// page from the internet on the server, so it is counted per visitor before it runs.

const HOUR = 60 * 60 * 1000;

export async function handleEeat(request: Request): Promise<Response> {
  const tool = getTool("e-e-a-t-score")!;
  const read = await readJsonBody(request, 4 * 1024);
  if (!read.ok) return read.response;
  const parsed = parseToolInput(tool, (read.body as { input?: unknown } | null)?.input);
  if (!parsed.ok)
    return jsonError(400, "Please check the highlighted fields.", { fieldErrors: parsed.fieldErrors });
  const url = parsed.input.content_url!;
  if (!URL.canParse(url) || !/^https?:\/\//i.test(url))
    return jsonError(400, "Please check the highlighted fields.", {
      fieldErrors: { content_url: "Content URL must be a full address starting with https://" },
    });

  const visitor = visitorKey(request.headers);
  const take = await limiter("eeat", { limit: env().EEAT_CHECKS_PER_HOUR, windowMs: HOUR }).take(visitor);
  if (!take.ok)
    return jsonError(
      429,
      `You have used all ${env().EEAT_CHECKS_PER_HOUR} free E-E-A-T checks for this hour. Try again in ${take.minutes} minute${take.minutes === 1 ? "" : "s"}.`,
    );
  try {
    const report = await checkEeat(
      { url, contentType: parsed.input.content_type!, industry: parsed.input.industry },
      textModel() !== null,
    );
    return Response.json(report, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (error instanceof GuardedFetchError) return jsonError(422, error.message);
    throw error;
  }
}
