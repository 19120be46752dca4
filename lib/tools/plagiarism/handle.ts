import "server-only";
import { env } from "@/lib/env";
import { limiter } from "@/lib/rate-limit";
import { visitorKey } from "@/lib/request-ip";
import { jsonError, readJsonBody } from "../analyzer-request";
import { getTool } from "../registry";
import { parseToolInput } from "../validation";
import { checkPlagiarism } from "./check";
import { CHECK_CONFIG, type CheckType } from "./check-types";
import { tokenize } from "./fingerprint";

// POST /api/analyze/plagiarism. Body: { input: { content, check_type } }. Counted per visitor: each check
// queries the database and, for web checks, a paid search API.

const HOUR = 60 * 60 * 1000;

export async function handlePlagiarism(request: Request): Promise<Response> {
  const tool = getTool("plagiarism-checker")!;
  const read = await readJsonBody(request, 64 * 1024);
  if (!read.ok) return read.response;
  const parsed = parseToolInput(tool, (read.body as { input?: unknown } | null)?.input);
  if (!parsed.ok)
    return jsonError(400, "Please check the highlighted fields.", { fieldErrors: parsed.fieldErrors });
  const checkType = parsed.input.check_type as CheckType;
  const content = parsed.input.content!;
  const { minWords } = CHECK_CONFIG[checkType];
  if (tokenize(content).length < minWords)
    return jsonError(400, "Please check the highlighted fields.", {
      fieldErrors: { content: `Content needs at least ${minWords} words for a ${checkType}.` },
    });

  const limit = env().PLAGIARISM_CHECKS_PER_HOUR;
  const take = await limiter("plagiarism", { limit, windowMs: HOUR }).take(visitorKey(request.headers));
  if (!take.ok)
    return jsonError(
      429,
      `You have used all ${limit} free plagiarism checks for this hour. Try again in ${take.minutes} minute${take.minutes === 1 ? "" : "s"}; your text stays on the page.`,
    );
  return Response.json(await checkPlagiarism(content, checkType), {
    headers: { "cache-control": "no-store" },
  });
}
