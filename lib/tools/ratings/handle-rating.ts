import "server-only";
import { visitorKey } from "@/lib/request-ip";
import { getTool } from "@/lib/tools/registry";
import { getRatingSummary, getVisitorRating } from "./queries";
import { rateTool } from "./store";
import { ratingSchema } from "./validation";

// GET/POST /api/tools/{slug}/rating. The tool page is cached for everyone, so the rating widget asks here
// for the live average, count and this visitor's own stars, and sends its stars here.

const MAX_BODY_BYTES = 1024;
const noStore = { "cache-control": "no-store" };

function failure(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: noStore });
}

export async function handleGetRating(request: Request, slug: string): Promise<Response> {
  if (!getTool(slug)) return failure(404, "There is no such tool.");
  const [summary, yours] = await Promise.all([
    getRatingSummary(slug),
    getVisitorRating(slug, visitorKey(request.headers)),
  ]);
  return Response.json({ ...summary, yours }, { headers: noStore });
}

export async function handlePostRating(
  request: Request,
  slug: string,
  onPageStale: (slug: string) => void,
): Promise<Response> {
  if (!getTool(slug)) return failure(404, "There is no such tool.");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return failure(413, "The rating is too large.");
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return failure(413, "The rating is too large.");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure(400, "The request was not valid JSON.");
  }
  const parsed = ratingSchema.safeParse(body);
  if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? "Choose from 1 to 5 stars");

  const result = await rateTool(slug, visitorKey(request.headers), parsed.data.stars);
  if (!result.ok) return failure(result.status, result.message);
  if (result.pageStale) onPageStale(slug);
  return Response.json({ ...result.summary, yours: result.stars }, { headers: noStore });
}
