import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { toolRatings } from "@/lib/db/schema";
import type { RatingSummary } from "./validation";

export async function getRatingSummary(toolSlug: string): Promise<RatingSummary> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number>`coalesce(round(avg(${toolRatings.stars}), 1), 0)::float8`,
    })
    .from(toolRatings)
    .where(eq(toolRatings.toolSlug, toolSlug));
  return { count: row?.count ?? 0, average: row?.average ?? 0 };
}

/** The stars this visitor gave the tool, if any. */
export async function getVisitorRating(toolSlug: string, visitor: string): Promise<number | null> {
  const [row] = await db
    .select({ stars: toolRatings.stars })
    .from(toolRatings)
    .where(and(eq(toolRatings.toolSlug, toolSlug), eq(toolRatings.visitor, visitor)));
  return row?.stars ?? null;
}
