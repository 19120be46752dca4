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

export interface BreakdownRow extends Figures {
  value: string;
}

/** What a view shows of its period, from one pass over its events. */
export interface Overview {
  totals: Figures;
  /** Each block's figures (a link's clicks; the view block's views). */
  perBlock: ({ blockId: string } & Figures)[];
  /** Per hour or day (months: per day, summed by the caller), by each bucket's start (ms). */
  series: ({ start: number } & Figures)[];
  breakdowns: Record<Dimension, BreakdownRow[]>;
}

// The overview's grouping columns, in the order of grouping()'s bits (the first is the highest).
const GROUPED = ["block_id", "bucket", ...DIMENSIONS.map((d) => DIMENSION_NAMES[d])];
const bit = (column: string) => 1 << (GROUPED.length - 1 - GROUPED.indexOf(column));

/**
 * The totals, each block's figures, the series and every breakdown of a slice in one pass over its events:
 * one grouping set each (a scan of a year of a busy page is the view's cost, so it is made once).
 */
export async function overview(store: StatsStore, slice: Slice, granularity: Granularity): Promise<Overview> {
  const step = sql.raw(String(STEP[granularity]));
  const columns = sql.raw(GROUPED.join(", "));
  const sets = sql.raw(["()", ...GROUPED.map((c) => `(${c})`)].join(", "));
  const rows = await store.all<FigureRow & { g: number } & Record<string, string | number | null>>(
    sql`select grouping(${columns}) as g, block_id::varchar as block, bucket,
      ${sql.join(DIMENSIONS.map(column), sql`, `)}, ${SUMS}
      from (select *, time - time % ${step} as bucket from bio_page_events ${where(slice)}) e
      group by grouping sets (${sets})`,
  );
  const result: Overview = {
    totals: { ...NONE },
    perBlock: [],
    series: [],
    breakdowns: Object.fromEntries(
      DIMENSIONS.map((d) => [d, [] as BreakdownRow[]]),
    ) as Overview["breakdowns"],
  };
  for (const row of rows) {
    const grouped = (c: string) => (Number(row.g) & bit(c)) === 0;
    const figures = figuresOf(row);
    if (grouped("block_id")) result.perBlock.push({ blockId: String(row.block), ...figures });
    else if (grouped("bucket")) result.series.push({ start: Number(row.bucket), ...figures });
    else {
      const dimension = DIMENSIONS.find((d) => grouped(DIMENSION_NAMES[d]));
      if (dimension)
        result.breakdowns[dimension].push({
          value: String(row[DIMENSION_NAMES[dimension]] ?? ""),
          ...figures,
        });
      else result.totals = figures;
    }
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
