import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { DIMENSIONS, DIMENSION_NAMES, type Dimension } from "./dimensions";
import { VIEW_BLOCK_ID } from "./event";
import { NONE, plus, type Figures } from "./figures";
import { hasValueFilters, type Filters } from "./filters";
import type { Granularity } from "./range";
import { DAILY_TABLE, TOTALS_DIMENSION } from "./rollup";
import type { StatsStore } from "./store";

// A statistics view's figures (view.ts), the same SQL on DuckDB and PostgreSQL (store.ts), sums only (no
// distinct count, so every group is a few counters):
// - views: the view block's events; visitors: those that are their visitor's first of the day (`first`,
//   set as the store appends them), so a visitor-day counts once, under the values of its first view;
// - total clicks: the link blocks' events; clicks: the firsts among them (once per visitor, link and day).
// Keyless visitors (Sec-GPC, DNT) are never first: counted in views and total clicks, never as visitors.
// Whole days the daily rollup holds (rollup.ts) are read from it, and the rest of the period from the
// events; a view under a value filter, or per hour, reads only events (the rollup has one breakdown a row),
// except for the totals under one filter (that breakdown's rows of that value).

/** A period of a page's events, [from, to) in ms, under the view's filters. */
export interface Slice {
  pageId: string;
  from: number;
  to: number;
  filters: Filters;
}

const DAY = 86_400_000;

/** Where a slice is read: the rollup's whole days [from, to) (epoch days), and the times left to events. */
interface Parts {
  days: { from: number; to: number } | null;
  times: [number, number][];
}

/** The parts of a slice: whole days before `until` from the rollup (null: none), the rest from events. */
function parts(slice: Slice, until: number | null): Parts {
  const events: Parts = { days: null, times: [[slice.from, slice.to]] };
  if (until === null) return events;
  const from = Math.ceil(slice.from / DAY);
  const to = Math.min(Math.floor(slice.to / DAY), until);
  if (from >= to) return events;
  const times: [number, number][] = [
    [slice.from, from * DAY],
    [to * DAY, slice.to],
  ];
  return { days: { from, to }, times: times.filter(([a, b]) => a < b) };
}

const column = (d: Dimension) => sql.raw(DIMENSION_NAMES[d]);
const within = (times: [number, number][]) =>
  sql`(${sql.join(
    times.map(([from, to]) => sql`time >= ${from}::bigint and time < ${to}::bigint`),
    sql` or `,
  )})`;
const linkOnly = (link: string | undefined) =>
  link ? [sql`block_id in (${VIEW_BLOCK_ID}::uuid, ${link}::uuid)`] : [];

/** The events of a slice in `times`: its page, its value filters, and its link's clicks beside the views. */
function eventsWhere({ pageId, filters }: Slice, times: [number, number][]): SQL {
  const conditions = [
    sql`page_id = ${pageId}::uuid`,
    within(times),
    ...(Object.entries(filters.values) as [Dimension, string][]).map(
      ([d, value]) => sql`${column(d)} = ${value}`,
    ),
    ...linkOnly(filters.link),
  ];
  return sql`where ${sql.join(conditions, sql` and `)}`;
}

/** The rollup's rows of a slice's days. */
function rolledWhere({ pageId, filters }: Slice, days: { from: number; to: number }): SQL {
  const conditions = [
    sql`page_id = ${pageId}::uuid`,
    sql`day >= ${days.from}::integer`,
    sql`day < ${days.to}::integer`,
    ...linkOnly(filters.link),
  ];
  return sql`from ${sql.raw(DAILY_TABLE)} where ${sql.join(conditions, sql` and `)}`;
}

const view = sql.raw(`block_id = '${VIEW_BLOCK_ID}'`);
const SUMS = sql`count(*) filter (where ${view}) as views,
  count(*) filter (where ${view} and first) as visitors,
  count(*) filter (where not ${view} and first) as clicks,
  count(*) filter (where not ${view}) as total_clicks`;
const ROLLED_SUMS = sql`coalesce(sum(events) filter (where ${view}), 0)::bigint as views,
  coalesce(sum(firsts) filter (where ${view}), 0)::bigint as visitors,
  coalesce(sum(firsts) filter (where not ${view}), 0)::bigint as clicks,
  coalesce(sum(events) filter (where not ${view}), 0)::bigint as total_clicks`;
const TOTALS_ROWS = sql.raw(`dimension = ${TOTALS_DIMENSION}`);

type FigureRow = { views: number; visitors: number; clicks: number; total_clicks: number };
const figuresOf = (row: FigureRow | undefined): Figures =>
  row
    ? { views: row.views, visitors: row.visitors, clicks: row.clicks, totalClicks: row.total_clicks }
    : { ...NONE };

/**
 * The rollup rows that hold a slice's totals: any one breakdown's rows (each holds every event once), or
 * under one value filter its breakdown's rows of that value; null under more (the events hold them).
 */
function totalsRows(filters: Filters): SQL | null {
  const values = Object.entries(filters.values) as [Dimension, string][];
  if (values.length === 0) return TOTALS_ROWS;
  if (values.length > 1) return null;
  const [dimension, value] = values[0]!;
  return sql`dimension = ${DIMENSIONS.indexOf(dimension)}::smallint and value = ${value}`;
}

export async function totals(store: StatsStore, slice: Slice): Promise<Figures> {
  const rows = totalsRows(slice.filters);
  const { days, times } = parts(slice, rows ? await store.rolledUntil() : null);
  const [rolled, events] = await Promise.all([
    days ? store.all<FigureRow>(sql`select ${ROLLED_SUMS} ${rolledWhere(slice, days)} and ${rows}`) : [],
    times.length
      ? store.all<FigureRow>(sql`select ${SUMS} from bio_page_events ${eventsWhere(slice, times)}`)
      : [],
  ]);
  return plus(figuresOf(rolled[0]), figuresOf(events[0]));
}

const STEP: Record<Granularity, number> = { h: 3_600_000, d: DAY, m: DAY };

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

const emptyOverview = (): Overview => ({
  totals: { ...NONE },
  perBlock: [],
  series: [],
  breakdowns: Object.fromEntries(DIMENSIONS.map((d) => [d, [] as BreakdownRow[]])) as Overview["breakdowns"],
});

// The events' grouping columns, in the order of grouping()'s bits (the first is the highest).
const GROUPED = ["block_id", "bucket", ...DIMENSIONS.map((d) => DIMENSION_NAMES[d])];
const bit = (column: string) => 1 << (GROUPED.length - 1 - GROUPED.indexOf(column));

/** The overview of a slice's events in `times`: one grouping set each, so a period is scanned once. */
async function eventsOverview(
  store: StatsStore,
  slice: Slice,
  times: [number, number][],
  granularity: Granularity,
): Promise<Overview> {
  const step = sql.raw(String(STEP[granularity]));
  const columns = sql.raw(GROUPED.join(", "));
  const sets = sql.raw(["()", ...GROUPED.map((c) => `(${c})`)].join(", "));
  const rows = await store.all<FigureRow & { g: number } & Record<string, string | number | null>>(
    sql`select grouping(${columns}) as g, block_id::varchar as block, bucket,
      ${sql.join(DIMENSIONS.map(column), sql`, `)}, ${SUMS}
      from (select *, time - time % ${step} as bucket from bio_page_events ${eventsWhere(slice, times)}) e
      group by grouping sets (${sets})`,
  );
  const result = emptyOverview();
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

/**
 * The overview of a slice's whole days in the rollup: each breakdown's values, and from the first
 * breakdown's rows (each holds every event once) each block and day; the totals are the blocks' sum.
 */
async function rolledOverview(
  store: StatsStore,
  slice: Slice,
  days: { from: number; to: number },
): Promise<Overview> {
  // grouping(block_id, day, value): 6 for a breakdown's value, 3 for a block, 5 for a day.
  const rows = await store.all<
    FigureRow & {
      g: number;
      dimension: number;
      value: string | null;
      block: string | null;
      day: number | null;
    }
  >(
    sql`select grouping(block_id, day, value) as g, dimension, value, block_id::varchar as block, day,
      ${ROLLED_SUMS} ${rolledWhere(slice, days)}
      group by grouping sets ((dimension, value), (dimension, block_id), (dimension, day))
      having grouping(value) = 0 or ${TOTALS_ROWS}`,
  );
  const result = emptyOverview();
  for (const row of rows) {
    const figures = figuresOf(row);
    const g = Number(row.g);
    if ((g & 1) === 0)
      result.breakdowns[DIMENSIONS[row.dimension]!].push({ value: row.value ?? "", ...figures });
    else if ((g & 4) === 0) {
      result.perBlock.push({ blockId: String(row.block), ...figures });
      result.totals = plus(result.totals, figures);
    } else result.series.push({ start: Number(row.day) * DAY, ...figures });
  }
  return result;
}

/** Rows of two overviews summed by their key. */
function summed<Row extends Figures>(a: Row[], b: Row[], key: (row: Row) => string | number): Row[] {
  const rows = new Map(a.map((row) => [key(row), { ...row }]));
  for (const row of b) {
    const held = rows.get(key(row));
    rows.set(key(row), held ? { ...held, ...plus(held, row) } : { ...row });
  }
  return [...rows.values()];
}

/**
 * The totals, each block's figures, the series and every breakdown of a slice: the rollup's days, and the
 * rest of the period from its events in one pass (a grouping set each).
 */
export async function overview(store: StatsStore, slice: Slice, granularity: Granularity): Promise<Overview> {
  // A row holds one breakdown, and a day no hours: a value filter or a view per hour reads events.
  const readsRollup = granularity !== "h" && !hasValueFilters(slice.filters);
  const { days, times } = parts(slice, readsRollup ? await store.rolledUntil() : null);
  const [rolled, events] = await Promise.all([
    days ? rolledOverview(store, slice, days) : emptyOverview(),
    times.length ? eventsOverview(store, slice, times, granularity) : emptyOverview(),
  ]);
  return {
    totals: plus(rolled.totals, events.totals),
    perBlock: summed(rolled.perBlock, events.perBlock, (row) => row.blockId),
    series: summed(rolled.series, events.series, (row) => row.start),
    breakdowns: Object.fromEntries(
      DIMENSIONS.map((d) => [d, summed(rolled.breakdowns[d], events.breakdowns[d], (row) => row.value)]),
    ) as Overview["breakdowns"],
  };
}

/** Each page's views and clicks since `from` (the dashboard's and the admin's lists). */
export async function pageTotals(store: StatsStore, pageIds: string[], from: number) {
  if (pageIds.length === 0) return new Map<string, Figures>();
  const pages = sql`page_id in (${sql.join(
    pageIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const { days, times } = parts(
    { pageId: "", from, to: Number.MAX_SAFE_INTEGER, filters: { values: {} } },
    await store.rolledUntil(),
  );
  type Row = FigureRow & { page_id: string };
  const [rolled, events] = await Promise.all([
    days
      ? store.all<Row>(
          sql`select page_id::varchar as page_id, ${ROLLED_SUMS} from ${sql.raw(DAILY_TABLE)}
            where ${pages} and ${TOTALS_ROWS} and day >= ${days.from}::integer and day < ${days.to}::integer
            group by page_id`,
        )
      : [],
    times.length
      ? store.all<Row>(
          sql`select page_id::varchar as page_id, ${SUMS} from bio_page_events
            where ${pages} and ${within(times)} group by page_id`,
        )
      : [],
  ]);
  const totals = new Map<string, Figures>();
  for (const row of [...rolled, ...events])
    totals.set(row.page_id, plus(totals.get(row.page_id) ?? NONE, figuresOf(row)));
  return totals;
}
