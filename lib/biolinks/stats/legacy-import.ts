import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { rows } from "@/lib/db/migrate";
import { DIMENSIONS, DIMENSION_NAMES, type DimensionValues } from "./dimensions";
import type { BioEvent } from "./event";
import type { StatsStore } from "./store";

// The figures counted before the event store, carried into it once (the migration bio_page_events kept
// bio_stats as bio_stats_legacy for this). Its 'all' rows hold every breakdown's value of a page's block
// per UTC day (and per hour for the last 3 days), with its hits and visitor-days: each becomes as many
// events, `visitors` of them with a key of their own and the rest repeating the first key (keyless rows:
// no key), at the row's hour, or at the day's start for the hours no longer kept. Under any filters these
// events add up to what the rows did. The import is one more log to the store (LOG_ID), generated in a fixed
// order, so an import cut short resumes where the store's position says; then the table is dropped.

const LOG_ID = "bio_stats_legacy";
const ANY_LINK_BLOCK_ID = "ffffffff-ffff-ffff-ffff-ffffffffffff";
const BATCH = 20_000;
const DAY_MS = 86_400_000;

interface LegacyRow extends DimensionValues {
  period: "h" | "d";
  start: number;
  block_id: string;
  hits: number;
  visitors: number;
}

const columns = DIMENSIONS.map((d) => `${DIMENSION_NAMES[d]} as "${d}"`).join(", ");
const keyOf = (row: LegacyRow, day: number) =>
  [day, row.block_id, ...DIMENSIONS.map((d) => row[d])].join("\u0000");

/** A synthetic visitor key of the row's i-th visitor (stable, so a resumed import makes the same events). */
function keyFor(pageId: string, key: string, i: number): string {
  return createHash("sha256").update(`${pageId}\u0000${key}\u0000${i}`).digest().readBigInt64BE(0).toString();
}

function eventsOf(pageId: string, key: string, row: LegacyRow, time: number, hits: number, visitors: number) {
  const events: BioEvent[] = [];
  const values = Object.fromEntries(DIMENSIONS.map((d) => [d, row[d]])) as DimensionValues;
  for (let i = 0; i < hits; i++) {
    const visitor = visitors > 0 ? keyFor(pageId, `${key}\u0000${time}`, Math.min(i, visitors - 1)) : "";
    // The row's first `visitors` events are its visitors' firsts (their keys are this row's own).
    const first = i < visitors;
    events.push({ time, pageId, blockId: row.block_id, visitor, ...values, variant: null, first });
  }
  return events;
}

async function legacyTableExists(): Promise<boolean> {
  const result = await db.execute(sql`select to_regclass('bio_stats_legacy') is not null as present`);
  return Boolean(rows<{ present: boolean }>(result)[0]?.present);
}

/** One page's month of 'all' rows, as events, in a fixed order. */
async function* monthEvents(pageId: string, month: number): AsyncGenerator<BioEvent> {
  const next = new Date(month);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const result = await db.execute(
    sql.raw(`select period, (extract(epoch from start) * 1000)::float8 as start, block_id::text as block_id,
      hits, visitors, ${columns} from bio_stats_legacy
      where page_id = '${pageId}' and dimension = 'all' and period in ('h', 'd')
      and block_id <> '${ANY_LINK_BLOCK_ID}'
      and start >= to_timestamp(${month / 1000}) and start < to_timestamp(${next.getTime() / 1000})
      order by period, start, block_id, ${DIMENSIONS.map((d) => DIMENSION_NAMES[d]).join(", ")}`),
  );
  const list = rows<LegacyRow>(result).map((r) => ({ ...r, start: Number(r.start) }));
  const hours = new Map<string, LegacyRow[]>();
  for (const row of list.filter((r) => r.period === "h")) {
    const key = keyOf(row, row.start - (row.start % DAY_MS));
    hours.set(key, [...(hours.get(key) ?? []), row]);
  }
  for (const day of list.filter((r) => r.period === "d")) {
    const key = keyOf(day, day.start);
    let hits = day.hits;
    let visitors = day.visitors;
    for (const hour of hours.get(key) ?? []) {
      yield* eventsOf(pageId, key, day, hour.start, hour.hits, hour.visitors);
      hits -= hour.hits;
      visitors -= hour.visitors;
    }
    // The hours pruned before the switch: at the day's start, with keys of their own (not 00:00's).
    yield* eventsOf(pageId, `${key}\u0000rest`, day, day.start, Math.max(0, hits), Math.max(0, visitors));
  }
}

/** Carries bio_stats_legacy into the store, once; a no-op when it is gone. */
export async function importLegacyStatistics(store: StatsStore): Promise<void> {
  if (!(await legacyTableExists())) return;
  const applied = await store.appliedSeq(LOG_ID);
  const months = rows<{ page_id: string; month: number }>(
    await db.execute(
      sql.raw(`select distinct page_id::text as page_id,
        (extract(epoch from date_trunc('month', start, 'UTC')) * 1000)::float8 as month
        from bio_stats_legacy where dimension = 'all' and period = 'd' order by 1, 2`),
    ),
  );
  let seq = 0;
  let carried = 0;
  let batch: BioEvent[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const first = seq - batch.length + 1;
    if (seq > applied) {
      await store.append(LOG_ID, first, seq, batch);
      carried += seq - Math.max(applied, first - 1);
    }
    batch = [];
  };
  for (const { page_id, month } of months) {
    for await (const event of monthEvents(page_id, Number(month))) {
      seq++;
      batch.push(event);
      if (batch.length >= BATCH) await flush();
    }
  }
  await flush();
  await db.execute(sql`drop table if exists bio_stats_legacy`);
  if (carried > 0)
    console.log(`[creatorkit] bio statistics: ${carried} events carried over from the rollups`);
}
