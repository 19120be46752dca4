import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * "Rate this tool": one row per visitor per tool (a second rating replaces the first). The visitor is a
 * salted hash of the address (lib/request-ip.ts), never the address itself.
 */
export const toolRatings = pgTable(
  "tool_ratings",
  {
    toolSlug: text("tool_slug").notNull(),
    visitor: text("visitor").notNull(),
    stars: smallint("stars").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the index of a tool's ratings (its leading column).
    primaryKey({ columns: [t.toolSlug, t.visitor] }),
    check("tool_ratings_stars_check", sql`${t.stars} between 1 and 5`),
  ],
);
