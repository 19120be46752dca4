import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { and, asc, eq, sql } from "drizzle-orm";
import { getAuth } from "@/lib/auth/auth";
import type { Block } from "@/lib/biolinks/blocks";
import type { Filters } from "@/lib/biolinks/stats/filters";
import { epochDay } from "@/lib/biolinks/stats/event";
import { rangeFrom } from "@/lib/biolinks/stats/range";
import { closeStatsStore, statsStore, type StatsStore } from "@/lib/biolinks/stats/store";
import { getStatsView } from "@/lib/biolinks/stats/view";
import { createPage, savePage } from "@/lib/biolinks/store";
import { closeConnection, connection, db } from "@/lib/db";
import { runMigrations } from "@/lib/db/migrate";
import { dataPath } from "@/lib/env";
import { bioBlocks, bioPages, user } from "@/lib/db/schema";
import { eventBatches } from "./bio-stats-events";

// One engine's half of `npm run bench -- bio-stats` (bench/bio-stats.ts runs it once for DuckDB and once
// for PostgreSQL, each in its own process: the environment picks the store, and lib/env.ts reads it once).
// Seeds the page's events straight into the store through StatsStore.append (batches of BATCH, as one log's
// sequence numbers, so a seed cut short resumes where the store's position says and a complete one is kept),
// then times each view of the statistics screen as the screen asks for it (getStatsView: every query of the
// view) and prints JSON on its last line. Progress goes to stderr.

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const RESEED = process.env.BENCH_RESEED === "1";
const BATCH = 50_000;
const SLUG = `bench-stats-${EVENTS}`;
const LOG_ID = `bench-seed-${SLUG}`;
const LINKS = 8;
const DAY = 86_400_000;

const log = (line: string) => process.stderr.write(`    ${line}\n`);

async function page(): Promise<{ id: string; userId: string; linkIds: string[] }> {
  const [found] = await db
    .select({ id: bioPages.id, userId: bioPages.userId })
    .from(bioPages)
    .where(eq(bioPages.slug, SLUG));
  if (found) {
    const links = await db
      .select({ id: bioBlocks.id })
      .from(bioBlocks)
      .where(and(eq(bioBlocks.pageId, found.id), eq(bioBlocks.type, "link")))
      .orderBy(asc(bioBlocks.position));
    return { ...found, linkIds: links.map((l) => l.id) };
  }
  const { user: created } = await getAuth().api.signUpEmail({
    body: { email: `${SLUG}@example.com`, password: `bench-password-${randomUUID()}`, name: "Bench" },
  });
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  const made = await createPage(created.id, { slug: SLUG, title: "Statistics bench" }, 1);
  if (!made.ok) throw new Error(`could not create the page: ${made.reason}`);
  const blocks = Array.from({ length: LINKS }, (_, i): Block => ({
    id: randomUUID(),
    type: "link",
    title: `Link ${i + 1}`,
    url: `https://example.com/${i + 1}`,
    enabled: true,
    showFrom: "",
    showUntil: "",
  }));
  await savePage(created.id, made.id, {
    title: "Statistics bench",
    displayName: "Bench",
    bio: "",
    theme: { name: "classic" },
    timeZone: "UTC",
    seoTitle: "",
    seoDescription: "",
    noindex: false,
    published: true,
    blocks,
  });
  return { id: made.id, userId: created.id, linkIds: blocks.map((b) => b.id) };
}

/** The seed's end: the page's last event (a kept seed is timed as of when it was made). */
async function lastEvent(store: StatsStore, pageId: string): Promise<number | null> {
  const [row] = await store.all<{ n: number | null }>(
    sql`select max(time) as n from bio_page_events where page_id = ${pageId}::uuid`,
  );
  return row?.n === null || row?.n === undefined ? null : Number(row.n);
}

async function seed(store: StatsStore, target: { id: string; linkIds: string[] }): Promise<number> {
  const applied = await store.appliedSeq(LOG_ID);
  if (applied >= EVENTS) return 0;
  const started = performance.now();
  // A resumed seed makes the same events as the attempt it continues: the same end (kept in DATA_DIR).
  const planFile = dataPath(`${LOG_ID}.json`);
  const kept =
    applied > 0 && existsSync(planFile) ? (JSON.parse(readFileSync(planFile, "utf8")) as number) : null;
  if (applied > 0 && kept === null) throw new Error("a partial seed without its plan: run with --reseed");
  const end = kept ?? Date.now();
  if (kept) log(`resuming the seed at event ${applied.toLocaleString("en-US")}`);
  else writeFileSync(planFile, JSON.stringify(end));
  let seq = 0;
  let reported = 0;
  for (const events of eventBatches(
    { pageId: target.id, linkIds: target.linkIds, splitLink: 2, total: EVENTS, end },
    BATCH,
  )) {
    const first = seq + 1;
    seq += events.length;
    if (seq <= applied) continue;
    await store.append(LOG_ID, first, seq, events);
    if (seq - reported >= 1_000_000 || seq === EVENTS) {
      reported = seq;
      const seconds = (performance.now() - started) / 1000;
      log(`${seq.toLocaleString("en-US")} events, ${seconds.toFixed(0)} s`);
    }
  }
  if (store.engine === "postgres") {
    // What autovacuum does after a bulk of inserts: statistics for the planner, the visibility map.
    log("vacuum analyze bio_page_events");
    await store.all(sql`vacuum analyze bio_page_events`);
  }
  return (performance.now() - started) / 1000;
}

async function forget(store: StatsStore, pageId: string): Promise<void> {
  await store.deletePages([pageId]);
  await store.all(sql`delete from bio_event_log_offsets where log_id = ${LOG_ID}`);
}

/**
 * A table's bytes: DuckDB's blocks after a checkpoint, PostgreSQL's table with its partitions and indexes.
 * The events' are not the visitor-days the first flags need (today's and yesterday's only, once the day's
 * prune has run; the seed writes 13 months of them at once).
 */
async function tableBytes(store: StatsStore, table: string): Promise<{ bytes: number; rows: number }> {
  const [count] = await store.all<{ n: number }>(sql`select count(*) as n from ${sql.raw(table)}`);
  if (store.engine === "duckdb") {
    await store.all(sql`checkpoint`);
    const [blocks] = await store.all<{ n: number }>(
      sql`select count(distinct block_id) as n from pragma_storage_info(${table}) where persistent`,
    );
    return { bytes: Number(blocks!.n) * 262_144, rows: count!.n };
  }
  const [size] = await store.all<{ n: number }>(
    sql`select coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint as n from pg_class c
        where c.oid = ${table}::regclass
           or c.oid in (select inhrelid from pg_inherits where inhparent = ${table}::regclass)`,
  );
  return { bytes: size!.n, rows: count!.n };
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

async function main() {
  await runMigrations(connection());
  const store = await statsStore();
  let target = await page();
  if (RESEED) {
    log("--reseed: forgetting the kept events");
    await forget(store, target.id);
    target = await page();
  }
  const seedSeconds = await seed(store, target);
  const end = await lastEvent(store, target.id);
  if (end === null) throw new Error("the page has no events");
  // The views as of the seed's end, so that a kept seed is timed as it was made.
  const now = new Date(end + 60_000);
  // The day's upkeep rolls up the days before yesterday (kept with a kept seed).
  const rollStarted = performance.now();
  await store.rollUp(epochDay(now.getTime()) - 1);
  const rollSeconds = (performance.now() - rollStarted) / 1000;
  log(`daily rollup: ${rollSeconds.toFixed(1)} s`);
  const [events] = await store.all<{ n: number }>(
    sql`select count(*) as n from bio_page_events where page_id = ${target.id}::uuid`,
  );
  const link = target.linkIds[0]!;
  const fr = { country: "FR" };
  const mobile = { ...fr, device: "mobile" };
  const instagram = { ...mobile, browser: "Instagram" };
  const views: [string, Record<string, string>, Partial<Filters>][] = [
    ["24 hours", { range: "24h" }, {}],
    ["7 days", { range: "7d" }, {}],
    ["30 days", { range: "30d" }, {}],
    ["90 days", { range: "90d" }, {}],
    ["12 months", { range: "12m" }, {}],
    ["custom, 208 days", { range: "custom", from: dayOf(end - 250 * DAY), to: dayOf(end - 43 * DAY) }, {}],
    ["30 days, one link", { range: "30d" }, { link }],
    ["30 days, France", { range: "30d" }, { values: fr }],
    ["30 days, France + mobile", { range: "30d" }, { values: mobile }],
    ["30 days, France + mobile + Instagram", { range: "30d" }, { values: instagram }],
    [
      "30 days, 4 filters (+ instagram.com)",
      { range: "30d" },
      { values: { ...instagram, referrer: "instagram.com" } },
    ],
  ];
  const results = [];
  for (const [name, query, filters] of views) {
    const { range, error } = rangeFrom(query, now);
    if (error) throw new Error(`${name}: ${error}`);
    const times: number[] = [];
    let shown = 0;
    const failures: string[] = [];
    // One run first, not counted (the first read of a column loads it from disk). A run that fails (DuckDB
    // past its memory limit) is reported with the view rather than ending the bench.
    for (let i = 0; i <= RUNS; i++) {
      const started = performance.now();
      try {
        const view = await getStatsView(target.userId, SLUG, range, { values: {}, ...filters });
        if (!view) throw new Error("the page went away");
        if (i > 0) times.push(performance.now() - started);
        shown = view.totals.views + view.totals.totalClicks;
      } catch (error) {
        failures.push((error as Error).message.split("\n")[0]!);
      }
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      times.length ? times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]! : NaN;
    const failed = failures.length ? `${failures.length} of ${RUNS + 1} runs failed: ${failures[0]}` : null;
    results.push({ name, p50: at(0.5), p95: at(0.95), runs: times.length, events: shown, error: failed });
    log(
      `${name}: p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms (${shown} events in range)` +
        (failed ? `; ${failed}` : ""),
    );
  }
  const size = await tableBytes(store, "bio_page_events");
  const rollup = await tableBytes(store, "bio_daily_breakdowns");
  await closeStatsStore();
  await closeConnection();
  console.log(
    JSON.stringify({
      engine: store.engine,
      seedSeconds,
      rollSeconds,
      events: events!.n,
      ...size,
      rollup,
      end,
      views: results,
    }),
  );
}

await main();
process.exit(0);
