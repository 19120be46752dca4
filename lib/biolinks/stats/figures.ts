import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { VIEW_BLOCK_ID } from "../queries";

export interface Figures {
  views: number;
  /** Visitor-days: a visitor counts once a day (the hash changes daily). */
  visitors: number;
  /** Clicks once per visitor, link and day. */
  clicks: number;
  totalClicks: number;
}

export const NONE: Figures = { views: 0, visitors: 0, clicks: 0, totalClicks: 0 };

/** A view's figures summed from rows of bio_stats or bio_stat_pairs: views on the view block, clicks elsewhere. */
export function figuresOf(t: { blockId: PgColumn; hits: PgColumn; visitors: PgColumn }) {
  const isView = sql`${t.blockId} = ${VIEW_BLOCK_ID}`;
  const sum = (column: PgColumn, where: SQL) =>
    sql<number>`coalesce(sum(${column}) filter (where ${where}), 0)::int`;
  return {
    views: sum(t.hits, isView),
    visitors: sum(t.visitors, isView),
    clicks: sum(t.visitors, sql`not ${isView}`),
    totalClicks: sum(t.hits, sql`not ${isView}`),
  };
}

/** The figures of rows read as they are (one per start and block), summed as figuresOf sums in SQL. */
export function sumFigures(rows: { blockId: string; hits: number; visitors: number }[]): Figures {
  const figures = { ...NONE };
  for (const { blockId, hits, visitors } of rows) {
    if (blockId === VIEW_BLOCK_ID) {
      figures.views += hits;
      figures.visitors += visitors;
    } else {
      figures.totalClicks += hits;
      figures.clicks += visitors;
    }
  }
  return figures;
}
