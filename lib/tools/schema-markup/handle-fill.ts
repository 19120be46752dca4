import "server-only";
import { z } from "@/lib/zod";
import { completeText } from "@/lib/ai/generate";
import { textModel } from "@/lib/ai/provider";
import { env } from "@/lib/env";
import { limiter } from "@/lib/rate-limit";
import { visitorKey } from "@/lib/request-ip";
import { jsonError, readJsonBody } from "../analyzer-request";
import { SCHEMA_PAGE_TYPES } from "../options";
import { LONG_TEXT_MAX } from "../field-limits";
import { acceptFill, FILL_SYSTEM, fillPrompt } from "./ai-fill";
import { PAGE_TYPES } from "./page-types";

// POST /api/analyze/schema-fill. Body: { page_type, description, additional_info? }. Answers { fields }
// holding only values found in the text. Counts against the visitor's hourly generations.

const HOUR = 60 * 60 * 1000;
const body = z.object({
  page_type: z.enum(SCHEMA_PAGE_TYPES, { error: "Choose a page type first" }),
  description: z.string().trim().min(1, "Description is required").max(LONG_TEXT_MAX),
  additional_info: z.string().trim().max(LONG_TEXT_MAX).default(""),
});

export async function handleSchemaFill(request: Request): Promise<Response> {
  if (!textModel())
    return jsonError(503, "No AI provider is set up on this site, so fields cannot be filled by AI.");
  const read = await readJsonBody(request, 24 * 1024);
  if (!read.ok) return read.response;
  const parsed = body.safeParse(read.body);
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]!.message);
  const limit = env().TOOL_GENERATIONS_PER_HOUR;
  const take = await limiter("schema-fill", { limit, windowMs: HOUR }).take(visitorKey(request.headers));
  if (!take.ok)
    return jsonError(
      429,
      `You have used all ${limit} AI fills for this hour. Try again in ${take.minutes} minutes.`,
    );

  const { page_type: type, description, additional_info } = parsed.data;
  const fields = PAGE_TYPES[type].fields;
  const text = `${description}\n${additional_info}`.trim();
  const answer = await completeText({ system: FILL_SYSTEM, prompt: fillPrompt(type, fields, text) });
  if (answer === null)
    return jsonError(502, "The AI provider did not answer. Fill the fields by hand or try again.");
  return Response.json(
    { fields: acceptFill(answer, fields, text) },
    { headers: { "cache-control": "no-store" } },
  );
}
