import { sql, type SQL } from "drizzle-orm";
import { DIMENSIONS, DIMENSION_NAMES } from "./dimensions";
import { epochDay, type BioEvent } from "./event";

// The daily rollup (docs/design/statistics-event-log.md, "The daily rollup"): one row per page, UTC day,
// block, breakdown and value, with the day's event count and first-event count, in
// bio_daily_breakdowns on both engines. A view of whole days before `until_day` (bio_rollup_state) reads
// these rows; the days after it, and any view under a value filter or per hour, read the events
// (view-queries.ts). One breakdown at a time, never pairs or triples: a row of one breakdown holds every
// event of its day once, so any one breakdown's rows also sum to the day's totals, its blocks and its series.
//
// Days are rolled up once they are complete (before yesterday: a log behind by a few hours still brings
// yesterday's events), by the day's upkeep (retention.ts). An event that comes for a day already rolled
// up (a log behind by days, the legacy import) is added to the rollup as it is appended: the rollup's
// rows are sums, so a day may hold more than one row per key, and every read sums them.

export const DAILY_TABLE = "bio_daily_breakdowns";

/** Which breakdown a rollup row belongs to: its index in DIMENSIONS. The first doubles as the day's totals. */
export const TOTALS_DIMENSION = 0;

const DAY = 86_400_000;

/** The DDL of the rollup (DuckDB's; PostgreSQL's migration bio_daily_breakdowns makes the same). */
export const DUCKDB_ROLLUP_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS ${DAILY_TABLE} (
    page_id UUID NOT NULL,
    day INTEGER NOT NULL,
    block_id UUID NOT NULL,
    dimension SMALLINT NOT NULL,
    value VARCHAR NOT NULL,
    events INTEGER NOT NULL,
    firsts INTEGER NOT NULL
  )`,
  // One row: the first day not rolled up (null: none rolled up yet).
  "CREATE TABLE IF NOT EXISTS bio_rollup_state (id BOOLEAN PRIMARY KEY, until_day INTEGER)",
  "INSERT INTO bio_rollup_state VALUES (true, NULL) ON CONFLICT DO NOTHING",
];

const column = (i: number) => sql.raw(DIMENSION_NAMES[DIMENSIONS[i]!]);

/**
 * Rolls up one day from its events, in one scan (a grouping set per breakdown). Run where the day has no
 * rows yet, or after deleting them (`deleteDay`).
 */
export function rollDay(day: number): SQL {
  const all = sql.join(
    DIMENSIONS.map((_, i) => column(i)),
    sql`, `,
  );
  const dimension = sql.join(
    DIMENSIONS.map((_, i) => sql`when grouping(${column(i)}) = 0 then ${sql.raw(String(i))}`),
    sql` `,
  );
  const sets = sql.join(
    DIMENSIONS.map((_, i) => sql`(page_id, block_id, ${column(i)})`),
    sql`, `,
  );
  return sql`insert into ${sql.raw(DAILY_TABLE)} (page_id, day, block_id, dimension, value, events, firsts)
    select page_id, ${sql.raw(String(day))}, block_id, case ${dimension} end, coalesce(${all}),
      count(*), count(*) filter (where first)
    from bio_page_events where time >= ${sql.raw(String(day * DAY))} and time < ${sql.raw(String((day + 1) * DAY))}
    group by grouping sets (${sets})`;
}

export const deleteDay = (day: number): SQL =>
  sql`delete from ${sql.raw(DAILY_TABLE)} where day = ${sql.raw(String(day))}`;

/** Where a first rollup starts: the first day the events hold (null: none), from their first time. */
export const FIRST_EVENT_TIME = "select min(time) as n from bio_page_events";
export const firstDayOf = (time: unknown): number | null =>
  time === null || time === undefined ? null : epochDay(Number(time));

export interface DailyRow {
  pageId: string;
  day: number;
  blockId: string;
  dimension: number;
  value: string;
  events: number;
  firsts: number;
}

/** The rollup rows of events that came for days already rolled up (before `until`), summed per key. */
export function lateRows(events: BioEvent[], until: number | null): DailyRow[] {
  if (until === null) return [];
  const rows = new Map<string, DailyRow>();
  for (const e of events) {
    const day = epochDay(e.time);
    if (day >= until) continue;
    DIMENSIONS.forEach((d, dimension) => {
      const key = `${e.pageId}|${day}|${e.blockId}|${dimension}|${e[d]}`;
      let row = rows.get(key);
      if (!row) {
        row = { pageId: e.pageId, day, blockId: e.blockId, dimension, value: e[d], events: 0, firsts: 0 };
        rows.set(key, row);
      }
      row.events++;
      if (e.first) row.firsts++;
    });
  }
  return [...rows.values()];
}

/**
 * What keeps the rollup right once the events before `time` are deleted (in the same transaction): their
 * days' rows go; a day the deletion cut in two is rolled up again from what is left of it; and when every
 * rolled-up day went, the rollup starts again from the first event left (its next rollup).
 */
export function afterDeletingBefore(time: number, until: number | null): SQL[] {
  const day = Math.floor(time / DAY);
  const statements = [sql`delete from ${sql.raw(DAILY_TABLE)} where day < ${sql.raw(String(day))}`];
  if (until === null) return statements;
  if (time >= until * DAY) statements.push(sql`update bio_rollup_state set until_day = null`);
  else if (time % DAY !== 0) statements.push(deleteDay(day), rollDay(day));
  return statements;
}
