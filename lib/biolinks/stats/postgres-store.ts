import { sql, type SQL } from "drizzle-orm";
import { connection, type Transaction } from "@/lib/db";
import { rows } from "@/lib/db/migrate";
import { DIMENSIONS, DIMENSION_NAMES } from "./dimensions";
import { visitorDayKey, visitorDaysOf, withFirstFlags, type BioEvent, type VisitorDay } from "./event";
import {
  afterDeletingBefore,
  deleteDay,
  FIRST_EVENT_TIME,
  firstDayOf,
  lateRows,
  rollDay,
  type DailyRow,
} from "./rollup";
import { numeric, type StatsStore } from "./store-engine";

// The statistics store on the site's PostgreSQL, for instances that share one (DESIGN, Statistics): the
// same rows as DuckDB's (duckdb-store.ts) in bio_page_events, partitioned by UTC month (a partition is
// made when its first event comes, and retention drops whole months), with a BRIN index on time (rows
// arrive in time order) and a b-tree on (page, time) for one page's range. The migration
// bio_page_events makes the parent table and bio_event_log_offsets; bio_daily_breakdowns the rollup.

const MONTHS_KNOWN = new Set<string>();

const monthOf = (time: number) => {
  const d = new Date(time);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
};
const partitionName = ({ year, month }: { year: number; month: number }) =>
  `bio_page_events_${year}_${String(month + 1).padStart(2, "0")}`;

/** The partitions a batch needs, made if missing (another instance may make one at the same moment). */
async function ensurePartitions(events: BioEvent[]): Promise<void> {
  const months = new Map(events.map((e) => [partitionName(monthOf(e.time)), monthOf(e.time)]));
  for (const [name, { year, month }] of months) {
    if (MONTHS_KNOWN.has(name)) continue;
    const from = Date.UTC(year, month, 1);
    const to = Date.UTC(year, month + 1, 1);
    try {
      await connection().db.execute(
        sql.raw(
          `create table if not exists ${name} partition of bio_page_events for values from (${from}) to (${to})`,
        ),
      );
    } catch (error) {
      // 42P07: made by another instance between our check and our create.
      if ((error as { code?: string; cause?: { code?: string } }).cause?.code !== "42P07") throw error;
    }
    MONTHS_KNOWN.add(name);
  }
}

const COLUMNS = [
  "time",
  "page_id",
  "block_id",
  "visitor",
  ...DIMENSIONS.map((d) => DIMENSION_NAMES[d]),
  "variant",
  "first",
];
const RECORD_TYPES = [
  "time bigint",
  "page_id uuid",
  "block_id uuid",
  "visitor bigint",
  ...DIMENSIONS.map((d) => `${DIMENSION_NAMES[d]} text`),
  "variant smallint",
  "first boolean",
].join(", ");

/** An event as json_to_recordset's record: one parameter for the whole batch, whatever its size. */
const recordOf = (e: BioEvent) => [
  e.time,
  e.pageId,
  e.blockId,
  e.visitor || null,
  ...DIMENSIONS.map((d) => e[d]),
  e.variant ?? null,
  e.first ?? false,
];

/**
 * The batch's visitor-days no instance had recorded, now recorded (in the batch's transaction): two
 * instances counting one visitor at once both insert, and the key lets only one of them count it first.
 */
async function newVisitorDays(tx: Transaction, events: BioEvent[]): Promise<Set<string>> {
  const days = visitorDaysOf(events);
  if (days.length === 0) return new Set();
  const inserted = rows<VisitorDay>(
    await tx.execute(
      sql`insert into bio_visitor_days (page_id, day, block_id, visitor)
          select "pageId", day, "blockId", visitor from json_to_recordset(${JSON.stringify(days)}::json)
            as x("pageId" uuid, day integer, "blockId" uuid, visitor bigint)
          on conflict do nothing
          returning page_id::text as "pageId", day, block_id::text as "blockId", visitor::text as visitor`,
    ),
  );
  return new Set(inserted.map((d) => visitorDayKey({ ...d, day: Number(d.day) })));
}

/**
 * The rollup's first day not rolled up, locked for the transaction: shared by appends (which may run at
 * once, on every instance), for update by a rollup (which waits for them, and they for it).
 */
async function lockedUntilDay(tx: Transaction, mode: "share" | "update"): Promise<number | null> {
  const [state] = rows<{ until_day: number | null }>(
    await tx.execute(sql`select until_day from bio_rollup_state for ${sql.raw(mode)}`),
  );
  return state?.until_day ?? null;
}

async function insertDailyRows(tx: Transaction, list: DailyRow[]): Promise<void> {
  if (list.length === 0) return;
  await tx.execute(
    sql`insert into bio_daily_breakdowns (page_id, day, block_id, dimension, value, events, firsts)
        select "pageId", day, "blockId", dimension, value, events, firsts
        from json_to_recordset(${JSON.stringify(list)}::json) as x("pageId" uuid, day integer,
          "blockId" uuid, dimension smallint, value text, events integer, firsts integer)`,
  );
}

class PostgresStore implements StatsStore {
  readonly engine = "postgres" as const;

  async appliedSeq(logId: string): Promise<number> {
    const result = await connection().db.execute(
      sql`select seq from bio_event_log_offsets where log_id = ${logId}`,
    );
    const [row] = rows<{ seq: string | number }>(result);
    return row ? Number(row.seq) : 0;
  }

  async append(logId: string, firstSeq: number, lastSeq: number, events: BioEvent[]): Promise<void> {
    await ensurePartitions(events);
    await connection().db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into bio_event_log_offsets (log_id, seq) values (${logId}, 0) on conflict do nothing`,
      );
      // Locks the log's row: a batch applied twice at once (two consumers of one log) waits, then skips.
      const [held] = rows<{ seq: string | number }>(
        await tx.execute(sql`select seq from bio_event_log_offsets where log_id = ${logId} for update`),
      );
      const applied = Number(held?.seq ?? 0);
      if (lastSeq <= applied) return;
      const until = await lockedUntilDay(tx, "share");
      const unseen = events.slice(Math.max(0, applied - firstSeq + 1));
      const fresh = withFirstFlags(unseen, await newVisitorDays(tx, unseen));
      const names = sql.raw(COLUMNS.join(", "));
      for (let i = 0; i < fresh.length; i += 5000) {
        const chunk = JSON.stringify(
          fresh.slice(i, i + 5000).map((e) => Object.fromEntries(recordOf(e).map((v, j) => [COLUMNS[j], v]))),
        );
        await tx.execute(
          sql`insert into bio_page_events (${names}) select ${names} from json_to_recordset(${chunk}::json) as x(${sql.raw(RECORD_TYPES)})`,
        );
      }
      await insertDailyRows(tx, lateRows(fresh, until));
      await tx.execute(sql`update bio_event_log_offsets set seq = ${lastSeq} where log_id = ${logId}`);
    });
  }

  async rolledUntil(): Promise<number | null> {
    const [state] = rows<{ until_day: number | null }>(
      await connection().db.execute(sql`select until_day from bio_rollup_state`),
    );
    return state?.until_day ?? null;
  }

  async rollUp(until: number): Promise<void> {
    // A day a transaction; another instance rolling up at once waits for the lock, then finds the day done.
    for (let done = false; !done;) {
      done = await connection().db.transaction(async (tx) => {
        let day = await lockedUntilDay(tx, "update");
        if (day === null) {
          const [first] = rows<{ n: string | null }>(await tx.execute(sql.raw(FIRST_EVENT_TIME)));
          day = Math.min(firstDayOf(first?.n) ?? until, until);
        }
        if (day < until) {
          await tx.execute(deleteDay(day));
          await tx.execute(rollDay(day));
        }
        const next = day < until ? day + 1 : day;
        await tx.execute(sql`update bio_rollup_state set until_day = ${next}`);
        return next >= until;
      });
    }
  }

  async all<Row>(query: SQL): Promise<Row[]> {
    return numeric<Row>(rows<Record<string, unknown>>(await connection().db.execute(query)));
  }

  async deletePages(pageIds: string[]): Promise<void> {
    if (pageIds.length === 0) return;
    const list = sql.join(
      pageIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await connection().db.transaction(async (tx) => {
      await tx.execute(sql`delete from bio_page_events where page_id in (${list})`);
      await tx.execute(sql`delete from bio_daily_breakdowns where page_id in (${list})`);
    });
  }

  async deleteBefore(time: number): Promise<void> {
    // Whole months first (a partition dropped is its space back at once), then the rest of the boundary month.
    const result = await connection().db.execute(
      sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
          join pg_class p on p.oid = i.inhparent where p.relname = 'bio_page_events'`,
    );
    for (const { name } of rows<{ name: string }>(result)) {
      const match = /^bio_page_events_(\d{4})_(\d{2})$/.exec(name);
      if (!match) continue;
      const end = Date.UTC(Number(match[1]), Number(match[2]), 1);
      if (end <= time) {
        await connection().db.execute(sql.raw(`drop table if exists ${name}`));
        MONTHS_KNOWN.delete(name);
      }
    }
    await connection().db.transaction(async (tx) => {
      const until = await lockedUntilDay(tx, "update");
      await tx.execute(sql`delete from bio_page_events where time < ${time}::bigint`);
      for (const statement of afterDeletingBefore(time, until)) await tx.execute(statement);
    });
  }

  async forgetVisitorDaysBefore(day: number): Promise<void> {
    await connection().db.execute(sql`delete from bio_visitor_days where day < ${day}::integer`);
  }

  async close(): Promise<void> {
    MONTHS_KNOWN.clear();
  }
}

export async function openPostgresStore(): Promise<StatsStore> {
  return new PostgresStore();
}
