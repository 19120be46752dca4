import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { DIMENSIONS, DIMENSION_NAMES, type Dimension } from "./dimensions";
import { VIEW_BLOCK_ID } from "./event";
import { NONE, type Figures } from "./figures";
import type { Filters } from "./filters";
import type { Granularity } from "./range";
import type { StatsStore } from "./store";

// A statistics view's figures, grouped from the page's events when it is read (view.ts): the same SQL on
// DuckDB and PostgreSQL (store.ts), sums only (no distinct count, so every group is a few counters):
// - views: the view block's events; visitors: those that are their visitor's first of the day (`first`,
//   set as the store appends them), so a visitor-day counts once, under the values of its first view;
// - total clicks: the link blocks' events; clicks: the firsts among them (once per visitor, link and day).
// Keyless visitors (Sec-GPC, DNT) are never first: counted in views and total clicks, never as visitors.

/** A period of a page's events, [from, to) in ms, under the view's filters. */
export interface Slice {
  pageId: string;
  from: number;
  to: number;
  filters: Filters;
}

const column = (d: Dimension) => sql.raw(DIMENSION_NAMES[d]);

/** The events of a slice: its page and time, its value filters, and its link's clicks beside the views. */
function where({ pageId, from, to, filters }: Slice): SQL {
  const conditions = [
    sql`page_id = ${pageId}::uuid`,
    sql`time >= ${from}::bigint`,
    sql`time < ${to}::bigint`,
    ...(Object.entries(filters.values) as [Dimension, string][]).map(
      ([d, value]) => sql`${column(d)} = ${value}`,
    ),
  ];
  if (filters.link) conditions.push(sql`block_id in (${VIEW_BLOCK_ID}::uuid, ${filters.link}::uuid)`);
  return sql`where ${sql.join(conditions, sql` and `)}`;
}

const view = sql.raw(`block_id = '${VIEW_BLOCK_ID}'`);
const SUMS = sql`count(*) filter (where ${view}) as views,
  count(*) filter (where ${view} and first) as visitors,
  count(*) filter (where not ${view} and first) as clicks,
  count(*) filter (where not ${view}) as total_clicks`;

type FigureRow = { views: number; visitors: number; clicks: number; total_clicks: number };
const figuresOf = (row: FigureRow | undefined): Figures =>
  row
    ? { views: row.views, visitors: row.visitors, clicks: row.clicks, totalClicks: row.total_clicks }
    : { ...NONE };

export async function totals(store: StatsStore, slice: Slice): Promise<Figures> {
  const [row] = await store.all<FigureRow>(sql`select ${SUMS} from bio_page_events ${where(slice)}`);
  return figuresOf(row);
}

const STEP: Record<Granularity, number> = { h: 3_600_000, d: 86_400_000, m: 86_400_000 };

/** The figures per hour or day (months: per day, summed by the caller), by each bucket's start (ms). */
export async function series(store: StatsStore, slice: Slice, granularity: Granularity) {
  const step = sql.raw(String(STEP[granularity]));
  const rows = await store.all<FigureRow & { bucket: number }>(
    sql`select time - time % ${step} as bucket, ${SUMS} from bio_page_events ${where(slice)} group by 1`,
  );
  return rows.map((row) => ({ start: Number(row.bucket), ...figuresOf(row) }));
}

/** Each block's figures (a link's clicks; the view block's views). */
export async function perBlock(store: StatsStore, slice: Slice) {
  const rows = await store.all<FigureRow & { block_id: string }>(
    sql`select block_id::varchar as block_id, ${SUMS} from bio_page_events ${where(slice)} group by block_id`,
  );
  return rows.map((row) => ({ blockId: row.block_id, ...figuresOf(row) }));
}

export interface BreakdownRow extends Figures {
  value: string;
}

/** Every breakdown's figures per value, in one pass over the slice (grouping sets, one per breakdown). */
export async function breakdowns(
  store: StatsStore,
  slice: Slice,
): Promise<Record<Dimension, BreakdownRow[]>> {
  const columns = sql.join(DIMENSIONS.map(column), sql`, `);
  const sets = sql.join(
    DIMENSIONS.map((d) => sql`(${column(d)})`),
    sql`, `,
  );
  const rows = await store.all<FigureRow & { g: number } & Record<string, string | null>>(
    sql`select grouping(${columns}) as g, ${columns}, ${SUMS}
      from bio_page_events ${where(slice)} group by grouping sets (${sets})`,
  );
  const result = Object.fromEntries(DIMENSIONS.map((d) => [d, [] as BreakdownRow[]])) as Record<
    Dimension,
    BreakdownRow[]
  >;
  for (const row of rows) {
    // Bit 7 - i is 0 in the rows grouped by the i-th breakdown.
    const index = DIMENSIONS.findIndex((_, i) => (Number(row.g) & (1 << (DIMENSIONS.length - 1 - i))) === 0);
    const dimension = DIMENSIONS[index]!;
    result[dimension].push({ value: String(row[DIMENSION_NAMES[dimension]] ?? ""), ...figuresOf(row) });
  }
  return result;
}

/** Each page's views and clicks since `from` (the dashboard's and the admin's lists), in one pass. */
export async function pageTotals(store: StatsStore, pageIds: string[], from: number) {
  if (pageIds.length === 0) return new Map<string, Figures>();
  const rows = await store.all<FigureRow & { page_id: string }>(
    sql`select page_id::varchar as page_id, ${SUMS} from bio_page_events
      where page_id in (${sql.join(
        pageIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and time >= ${from}::bigint group by page_id`,
  );
  return new Map(rows.map((row) => [row.page_id, figuresOf(row)]));
}
