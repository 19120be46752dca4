import { mkdirSync } from "node:fs";
import path from "node:path";
import { DuckDBInstance, type DuckDBConnection } from "@duckdb/node-api";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { DIMENSIONS, DIMENSION_NAMES } from "./dimensions";
import { visitorDayKey, visitorDaysOf, withFirstFlags, type BioEvent, type VisitorDay } from "./event";
import {
  afterDeletingBefore,
  DAILY_TABLE,
  deleteDay,
  DUCKDB_ROLLUP_SCHEMA,
  FIRST_EVENT_TIME,
  firstDayOf,
  lateRows,
  rollDay,
  type DailyRow,
} from "./rollup";
import { numeric, type StatsStore } from "./store-engine";

// The embedded statistics store: DuckDB, a column store in one file (DATA_DIR/statistics.duckdb). Rows are
// appended in time order, so a range of time is a range of row groups (their min/max), and each column is
// compressed on its own: ~20 bytes an event (docs/performance.md). One connection writes (the consumer,
// one batch at a time), another reads (the statistics screen), each in its own snapshot.

// Small-server settings (a 1 GB host): DuckDB's defaults take 80 % of the memory and every core. Two
// threads for the screen's reads; its appends are one batch at a time beside the redirects.
const SETTINGS = ["SET memory_limit = '256MB'", "SET threads = 2", "SET preserve_insertion_order = true"];

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS bio_page_events (
    time BIGINT NOT NULL,
    page_id UUID NOT NULL,
    block_id UUID NOT NULL,
    visitor BIGINT,
    ${DIMENSIONS.map((d) => `${DIMENSION_NAMES[d]} VARCHAR NOT NULL`).join(",\n    ")},
    variant SMALLINT,
    first BOOLEAN NOT NULL
  )`,
  "CREATE TABLE IF NOT EXISTS bio_event_log_offsets (log_id VARCHAR PRIMARY KEY, seq BIGINT NOT NULL)",
  // Today's and yesterday's visitors per block (store.ts, firstEvents): whether an event is its visitor's first.
  `CREATE TABLE IF NOT EXISTS bio_visitor_days (
    page_id UUID NOT NULL, day INTEGER NOT NULL, block_id UUID NOT NULL, visitor BIGINT NOT NULL,
    PRIMARY KEY (page_id, day, block_id, visitor)
  )`,
  "CREATE TEMP TABLE IF NOT EXISTS batch_visitor_days (page_id UUID, day INTEGER, block_id UUID, visitor BIGINT)",
  ...DUCKDB_ROLLUP_SCHEMA,
];

const dialect = new PgDialect();

class DuckdbStore implements StatsStore {
  readonly engine = "duckdb" as const;
  private writing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly instance: DuckDBInstance,
    private readonly writer: DuckDBConnection,
    private readonly reader: DuckDBConnection,
  ) {}

  /** One write at a time on the writer's connection (its transaction is the connection's). */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.writing.then(work, work);
    this.writing = next.catch(() => {});
    return next;
  }

  async appliedSeq(logId: string): Promise<number> {
    const result = await this.reader.runAndReadAll(
      "SELECT seq FROM bio_event_log_offsets WHERE log_id = $1",
      [logId],
    );
    const [row] = result.getRowObjectsJS();
    return row ? Number(row.seq) : 0;
  }

  append(logId: string, firstSeq: number, lastSeq: number, events: BioEvent[]): Promise<void> {
    return this.serial(() =>
      this.transaction(async () => {
        const held = await this.writer.runAndReadAll(
          "SELECT seq FROM bio_event_log_offsets WHERE log_id = $1",
          [logId],
        );
        const applied = Number(held.getRowObjectsJS()[0]?.seq ?? 0);
        // The records this store holds already: a batch applied again counts once.
        const unseen = events.slice(Math.max(0, applied - firstSeq + 1));
        if (lastSeq > applied && unseen.length > 0) {
          const fresh = withFirstFlags(unseen, await this.newVisitorDays(unseen));
          const appender = await this.writer.createAppender("bio_page_events");
          for (const e of fresh) {
            appender.appendBigInt(BigInt(e.time));
            appender.appendVarchar(e.pageId);
            appender.appendVarchar(e.blockId);
            if (e.visitor) appender.appendBigInt(BigInt(e.visitor));
            else appender.appendNull();
            for (const d of DIMENSIONS) appender.appendVarchar(e[d]);
            if (e.variant === null || e.variant === undefined) appender.appendNull();
            else appender.appendSmallInt(e.variant);
            appender.appendBoolean(e.first ?? false);
            appender.endRow();
          }
          appender.flushSync();
          appender.closeSync();
          await this.appendDailyRows(lateRows(fresh, await this.untilDay(this.writer)));
        }
        if (lastSeq > applied) {
          await this.writer.run(
            "INSERT INTO bio_event_log_offsets VALUES ($1, $2) ON CONFLICT (log_id) DO UPDATE SET seq = excluded.seq",
            [logId, lastSeq],
          );
        }
      }),
    );
  }

  /** The batch's visitor-days this store had not seen, now remembered (in the writer's transaction). */
  private async newVisitorDays(events: BioEvent[]): Promise<Set<string>> {
    const days = visitorDaysOf(events);
    if (days.length === 0) return new Set();
    await this.writer.run("DELETE FROM batch_visitor_days");
    const appender = await this.writer.createAppender("batch_visitor_days");
    for (const d of days) {
      appender.appendVarchar(d.pageId);
      appender.appendInteger(d.day);
      appender.appendVarchar(d.blockId);
      appender.appendBigInt(BigInt(d.visitor));
      appender.endRow();
    }
    appender.flushSync();
    appender.closeSync();
    const inserted = await this.writer.runAndReadAll(
      `INSERT INTO bio_visitor_days SELECT * FROM batch_visitor_days ON CONFLICT DO NOTHING
       RETURNING page_id::VARCHAR AS "pageId", day, block_id::VARCHAR AS "blockId", visitor::VARCHAR AS visitor`,
    );
    return new Set(
      (inserted.getRowObjectsJS() as unknown as VisitorDay[]).map((d) =>
        visitorDayKey({ ...d, day: Number(d.day) }),
      ),
    );
  }

  /** The rollup's first day not rolled up, as `connection` sees it (the writer: in its transaction). */
  private async untilDay(connection: DuckDBConnection): Promise<number | null> {
    const result = await connection.runAndReadAll("SELECT until_day FROM bio_rollup_state");
    const value = result.getRowObjectsJS()[0]?.until_day;
    return value === null || value === undefined ? null : Number(value);
  }

  private async appendDailyRows(rows: DailyRow[]): Promise<void> {
    if (rows.length === 0) return;
    const appender = await this.writer.createAppender(DAILY_TABLE);
    for (const row of rows) {
      appender.appendVarchar(row.pageId);
      appender.appendInteger(row.day);
      appender.appendVarchar(row.blockId);
      appender.appendSmallInt(row.dimension);
      appender.appendVarchar(row.value);
      appender.appendInteger(row.events);
      appender.appendInteger(row.firsts);
      appender.endRow();
    }
    appender.flushSync();
    appender.closeSync();
  }

  private async write(query: SQL): Promise<void> {
    const { sql, params } = dialect.sqlToQuery(query);
    await this.writer.run(sql, params as never);
  }

  private async transaction(work: () => Promise<void>): Promise<void> {
    await this.writer.run("BEGIN TRANSACTION");
    try {
      await work();
      await this.writer.run("COMMIT");
    } catch (error) {
      await this.writer.run("ROLLBACK").catch(() => {});
      throw error;
    }
  }

  rolledUntil(): Promise<number | null> {
    return this.untilDay(this.reader);
  }

  async rollUp(until: number): Promise<void> {
    // A day a turn: appends wait for one day's rollup at most.
    for (let done = false; !done;) {
      done = await this.serial(async () => {
        let day = await this.untilDay(this.writer);
        if (day === null) {
          const first = await this.writer.runAndReadAll(FIRST_EVENT_TIME);
          day = Math.min(firstDayOf(first.getRowObjectsJS()[0]?.n) ?? until, until);
        }
        const next = day < until ? day + 1 : day;
        await this.transaction(async () => {
          if (day < until) {
            await this.write(deleteDay(day));
            await this.write(rollDay(day));
          }
          await this.writer.run("UPDATE bio_rollup_state SET until_day = $1::INTEGER", [next]);
        });
        return next >= until;
      });
    }
  }

  forgetVisitorDaysBefore(day: number): Promise<void> {
    return this.serial(async () => {
      await this.writer.run("DELETE FROM bio_visitor_days WHERE day < $1::INTEGER", [day]);
    });
  }

  async all<Row>(query: SQL): Promise<Row[]> {
    const { sql, params } = dialect.sqlToQuery(query);
    const result = await this.reader.runAndReadAll(sql, params as never);
    return numeric<Row>(result.getRowObjectsJS() as Record<string, unknown>[]);
  }

  deletePages(pageIds: string[]): Promise<void> {
    if (pageIds.length === 0) return Promise.resolve();
    return this.serial(async () => {
      const list = pageIds.map((_, i) => `$${i + 1}::UUID`).join(", ");
      await this.transaction(async () => {
        await this.writer.run(`DELETE FROM bio_page_events WHERE page_id IN (${list})`, pageIds);
        await this.writer.run(`DELETE FROM ${DAILY_TABLE} WHERE page_id IN (${list})`, pageIds);
      });
    });
  }

  deleteBefore(time: number): Promise<void> {
    return this.serial(() =>
      this.transaction(async () => {
        await this.writer.run("DELETE FROM bio_page_events WHERE time < $1::BIGINT", [time]);
        for (const statement of afterDeletingBefore(time, await this.untilDay(this.writer)))
          await this.write(statement);
      }),
    );
  }

  /**
   * A consistent copy of the whole store in `toFile` (a new DuckDB file), for a backup: DuckDB copies its
   * own tables between two writes (the writer's turn), while the reader goes on serving.
   */
  snapshot(toFile: string): Promise<void> {
    return this.serial(async () => {
      const result = await this.writer.runAndReadAll("SELECT current_database() AS name");
      const name = String(result.getRowObjectsJS()[0]?.name).replaceAll('"', '""');
      await this.writer.run(`ATTACH '${toFile.replaceAll("'", "''")}' AS creatorkit_snapshot`);
      try {
        await this.writer.run(`COPY FROM DATABASE "${name}" TO creatorkit_snapshot`);
        await this.writer.run("CHECKPOINT creatorkit_snapshot");
      } finally {
        await this.writer.run("DETACH creatorkit_snapshot");
      }
    });
  }

  async close(): Promise<void> {
    await this.writing;
    this.reader.closeSync();
    this.writer.closeSync();
    this.instance.closeSync();
  }
}

/** The store in `file`, or in memory when `file` is null. */
export async function openDuckdbStore(file: string | null): Promise<StatsStore> {
  if (file) mkdirSync(path.dirname(file), { recursive: true });
  const instance = await DuckDBInstance.create(file ?? ":memory:");
  const writer = await instance.connect();
  for (const statement of [...SETTINGS, ...SCHEMA]) await writer.run(statement);
  const reader = await instance.connect();
  return new DuckdbStore(instance, writer, reader);
}
