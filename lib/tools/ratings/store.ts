import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { toolRatings } from "@/lib/db/schema";
import { hit } from "@/lib/rate-limit";
import { getRatingSummary } from "./queries";
import { MIN_RATINGS_FOR_RICH_RESULT, RATINGS_PER_HOUR, type RatingSummary } from "./validation";

export type RateResult =
  | { ok: true; summary: RatingSummary; stars: number; pageStale: boolean }
  | { ok: false; status: 429; message: string };

/**
 * Records a visitor's stars for a tool: one row per visitor and tool (rating again replaces the stars).
 * `pageStale` says the cached tool page must be rendered again: its JSON-LD carries aggregateRating only
 * from MIN_RATINGS_FOR_RICH_RESULT ratings, so the count crossing that line changes the page.
 */
export async function rateTool(toolSlug: string, visitor: string, stars: number): Promise<RateResult> {
  const window = await hit(`tool-rating:${visitor}`, 60 * 60_000);
  if (window.count > RATINGS_PER_HOUR) {
    return { ok: false, status: 429, message: "Too many ratings from your network. Please try again later." };
  }
  const inserted = await db
    .insert(toolRatings)
    .values({ toolSlug, visitor, stars })
    .onConflictDoUpdate({
      target: [toolRatings.toolSlug, toolRatings.visitor],
      set: { stars, updatedAt: sql`now()` },
    })
    .returning({ isNew: sql<boolean>`xmax = 0` });
  const summary = await getRatingSummary(toolSlug);
  const isNew = inserted[0]?.isNew ?? false;
  return { ok: true, summary, stars, pageStale: isNew && summary.count === MIN_RATINGS_FOR_RICH_RESULT };
}
