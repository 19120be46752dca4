import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DIMENSIONS, type Dimension } from "@/lib/biolinks/stats/dimensions";
import { epochDay, VIEW_BLOCK_ID, type BioEvent } from "@/lib/biolinks/stats/event";
import type { Figures } from "@/lib/biolinks/stats/figures";
import type { Filters } from "@/lib/biolinks/stats/filters";
import { importLegacyStatistics } from "@/lib/biolinks/stats/legacy-import";
import { drainEvents } from "@/lib/biolinks/stats/pipeline";
import { rangeFrom } from "@/lib/biolinks/stats/range";
import { statsStore, type StatsStore } from "@/lib/biolinks/stats/store";
import { getStatsView } from "@/lib/biolinks/stats/view";
import * as queries from "@/lib/biolinks/stats/view-queries";
import { createPage, savePage } from "@/lib/biolinks/store";
import { db } from "@/lib/db";
import { rows } from "@/lib/db/migrate";
import { truncateAll } from "../support/database";
import { draftWith, linkBlock, makeUser } from "../support/biolinks";

// The statistics store (lib/biolinks/stats/store.ts) on the project's engine: DuckDB in memory on PGlite,
// bio_page_events on PostgreSQL. Batches applied twice count once; the read-time queries
// (view-queries.ts) agree with the same figures computed here from the events, under every kind of
// filter; deletions remove what they say and nothing else; the old rollups' 'all' rows come in as events
// that add up to what the rows said.

const HOUR = 3_600_000;
const DAY = 86_400_000;

let store: StatsStore;
let owner: { id: string };
let pageId: string;
const links = [linkBlock("Shop", "https://shop.example/"), linkBlock("Blog", "https://blog.example/")];
const linkIds = [...links.map((l) => l.id), randomUUID()];

beforeAll(async () => {
  // The pipeline's first use carries any bio_stats_legacy the migrations left over: done before the tests.
  await drainEvents();
  store = await statsStore();
});

beforeEach(async () => {
  await drainEvents();
  await truncateAll();
  owner = await makeUser("ana@example.com");
  const created = await createPage(owner.id, { slug: "ana", title: "Ana" }, 5);
  pageId = created.ok ? created.id : "";
  await savePage(owner.id, pageId, draftWith(links));
});

const NO_VALUES = {
  country: "",
  device: "",
  browser: "",
  os: "",
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
};

function view(time: number, visitor: string, extra: Partial<BioEvent> = {}): BioEvent {
  return { time, pageId, blockId: VIEW_BLOCK_ID, visitor, ...NO_VALUES, variant: null, ...extra };
}

async function count(where = sql`true`): Promise<number> {
  const [row] = await store.all<{ n: number }>(sql`select count(*) as n from bio_page_events where ${where}`);
  return Number(row?.n ?? 0);
}

const slice = (from: number, to: number, filters: Filters = { values: {} }) => ({
  pageId,
  from,
  to,
  filters,
});

describe("the statistics store", () => {
  it("applies a batch once, however often and in whatever overlap it comes, per log", async () => {
    const start = Date.UTC(2026, 10, 2, 10);
    const events = Array.from({ length: 150 }, (_, i) => view(start + i * 1000, String(1000 + i)));
    const log = `test-log-${randomUUID()}`;
    const other = `test-log-${randomUUID()}`;
    const all = slice(start, start + DAY);

    await store.append(log, 1, 100, events.slice(0, 100));
    await store.append(log, 1, 100, events.slice(0, 100));
    expect(await count()).toBe(100);
    expect(await store.appliedSeq(log)).toBe(100);
    expect(await queries.totals(store, all)).toEqual({
      views: 100,
      visitors: 100,
      clicks: 0,
      totalClicks: 0,
    });

    // Records 51-150: the first fifty of them are in already.
    await store.append(log, 51, 150, events.slice(50, 150));
    expect(await count()).toBe(150);
    expect(await store.appliedSeq(log)).toBe(150);
    const [held] = await store.all<{ first: string; last: string; n: number }>(
      sql`select min(visitor)::varchar as first, max(visitor)::varchar as last, count(distinct visitor) as n
          from bio_page_events`,
    );
    expect(held).toEqual({ first: "1000", last: "1149", n: 150 });
    expect(await count(sql`visitor = 1075`)).toBe(1);
    // A batch entirely behind the store's position, and the same overlap again: nothing.
    await store.append(log, 1, 50, events.slice(0, 50));
    await store.append(log, 51, 150, events.slice(50, 150));
    await store.append(log, 120, 150, events.slice(119, 150));
    expect(await count()).toBe(150);
    expect(await queries.totals(store, all)).toEqual({
      views: 150,
      visitors: 150,
      clicks: 0,
      totalClicks: 0,
    });

    // Another log's records 1-100 are other events.
    await store.append(other, 1, 100, events.slice(0, 100));
    await store.append(other, 1, 100, events.slice(0, 100));
    expect(await store.appliedSeq(other)).toBe(100);
    expect(await store.appliedSeq(log)).toBe(150);
    expect(await count()).toBe(250);
    expect(await count(sql`visitor = 1075`)).toBe(2);
    expect(await queries.totals(store, all)).toEqual({
      views: 250,
      visitors: 150,
      clicks: 0,
      totalClicks: 0,
    });
    expect(await store.appliedSeq(`test-log-${randomUUID()}`)).toBe(0);
  });

  it("forgets the deleted pages' events and nothing else", async () => {
    const created = await createPage(owner.id, { slug: "ana-two", title: "Two" }, 5);
    const otherPage = created.ok ? created.id : "";
    const times = [Date.UTC(2026, 8, 20), Date.UTC(2026, 9, 5), Date.UTC(2026, 10, 10)];
    const events = times.flatMap((time, i) => [
      view(time, String(i + 1)),
      { ...view(time + HOUR, String(i + 1)), pageId: otherPage },
      { ...view(time + 2 * HOUR, ""), blockId: linkIds[0]! },
    ]);
    await store.append(`test-log-${randomUUID()}`, 1, events.length, events);
    expect(await count()).toBe(9);
    await store.deletePages([pageId]);
    expect(await count(sql`page_id = ${pageId}::uuid`)).toBe(0);
    expect(await count(sql`page_id = ${otherPage}::uuid`)).toBe(3);
    expect(await count()).toBe(3);
    await store.deletePages([]);
    expect(await count()).toBe(3);
  });

  it("forgets the events before a time, and only those: whole old months on PostgreSQL", async () => {
    const september = Date.UTC(2026, 8, 20);
    const october = Date.UTC(2026, 9, 5);
    const november = Date.UTC(2026, 10, 10);
    const cut = Date.UTC(2026, 10, 15);
    const events = [
      view(september, "1"),
      view(october, "2"),
      view(Date.UTC(2026, 9, 31, 23, 59, 59, 999), "3"),
      view(november, "4"),
      view(cut - 1, "5"),
      view(cut, "6"),
      view(Date.UTC(2026, 10, 20), "7"),
      view(Date.UTC(2026, 11, 1), "8"),
    ];
    const log = `test-log-${randomUUID()}`;
    await store.append(log, 1, events.length, events);
    expect(await count()).toBe(8);
    await store.deleteBefore(cut);
    const left = await store.all<{ time: number; visitor: string }>(
      sql`select time::varchar as time, visitor::varchar as visitor from bio_page_events order by time`,
    );
    expect(left.map((r) => r.visitor)).toEqual(["6", "7", "8"]);
    if (store.engine === "postgres") {
      const partitions = rows<{ name: string }>(
        await db.execute(
          sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
              join pg_class p on p.oid = i.inhparent where p.relname = 'bio_page_events' order by 1`,
        ),
      ).map((r) => r.name);
      expect(partitions).toEqual(["bio_page_events_2026_11", "bio_page_events_2026_12"]);
    }
    // A month whose partition went can take events again (a late batch of the log).
    await store.append(log, 9, 9, [view(october + HOUR, "9")]);
    expect(await count()).toBe(4);
    expect(await queries.totals(store, slice(october, october + DAY))).toMatchObject({
      views: 1,
      visitors: 1,
    });
    // At a month's start exactly.
    await store.deleteBefore(Date.UTC(2026, 11, 1));
    expect(
      (
        await store.all<{ visitor: string }>(sql`select visitor::varchar as visitor from bio_page_events`)
      ).map((r) => r.visitor),
    ).toEqual(["8"]);
  });
});

// --- The brute-force check: the store's grouped figures against the events, counted here. ---

/** A small deterministic generator (mulberry32): the same events every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VALUES: Record<Dimension, string[]> = {
  country: ["FR", "US", "GB", "JP"],
  device: ["mobile", "desktop", "tablet"],
  browser: ["Chrome", "Safari", "Firefox", "Instagram"],
  os: ["Android", "iOS", "Windows", "macOS"],
  referrer: ["", "instagram.com", "t.co", "google.com", "youtube.com"],
  utmSource: ["", "newsletter", "ig"],
  utmMedium: ["", "email", "social"],
  utmCampaign: ["", "spring", "launch", "black-friday"],
};

function generate(page: string, first: number, days: number, n: number, next: () => number): BioEvent[] {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const keysOfDay = new Map<number, string[]>();
  const events: BioEvent[] = [];
  for (let i = 0; i < n; i++) {
    const day = Math.floor(next() * days);
    const time = first + day * DAY + Math.floor(next() * DAY);
    const keys = keysOfDay.get(day) ?? [];
    keysOfDay.set(day, keys);
    const roll = next();
    let visitor: string;
    if (roll < 0.05) visitor = "";
    else if (roll < 0.35 && keys.length > 0) visitor = pick(keys);
    else {
      // A signed 64-bit key, as visitors.ts makes them.
      const high = BigInt(Math.floor(next() * 2 ** 32)) - 2n ** 31n;
      const low = BigInt(Math.floor(next() * 2 ** 32));
      visitor = ((high << 32n) | low).toString();
      keys.push(visitor);
    }
    const values = Object.fromEntries(DIMENSIONS.map((d) => [d, pick(VALUES[d])])) as Record<
      Dimension,
      string
    >;
    events.push({
      ...values,
      time,
      pageId: page,
      blockId: next() < 0.6 ? VIEW_BLOCK_ID : pick(linkIds),
      visitor,
      variant: next() < 0.1 ? 1 : null,
    });
  }
  // The log hands them over in time order.
  return events.sort((a, b) => a.time - b.time);
}

/** Each visitor's first event of the day on each block, in the order the store receives them. */
const firstsOf = (events: BioEvent[]) => {
  const seen = new Set<string>();
  const firsts = new Set<BioEvent>();
  for (const e of events) {
    const key = `${e.pageId}|${Math.floor(e.time / 86_400_000)}|${e.blockId}|${e.visitor}`;
    if (e.visitor && !seen.has(key)) firsts.add(e);
    seen.add(key);
  }
  return firsts;
};
let FIRSTS = new Set<BioEvent>();

/**
 * The figures of some events, as the screen defines them: a visitor-day counts once per block, under the
 * values of its first event (FIRSTS, of every event the store took).
 */
function figuresOf(events: BioEvent[]): Figures {
  const views = events.filter((e) => e.blockId === VIEW_BLOCK_ID);
  const clicks = events.filter((e) => e.blockId !== VIEW_BLOCK_ID);
  return {
    views: views.length,
    visitors: views.filter((e) => FIRSTS.has(e)).length,
    clicks: clicks.filter((e) => FIRSTS.has(e)).length,
    totalClicks: clicks.length,
  };
}

function kept(events: BioEvent[], s: queries.Slice): BioEvent[] {
  return events.filter(
    (e) =>
      e.pageId === s.pageId &&
      e.time >= s.from &&
      e.time < s.to &&
      (Object.entries(s.filters.values) as [Dimension, string][]).every(([d, v]) => e[d] === v) &&
      (!s.filters.link || e.blockId === VIEW_BLOCK_ID || e.blockId === s.filters.link),
  );
}

function groupBy<K>(events: BioEvent[], key: (e: BioEvent) => K): Map<K, BioEvent[]> {
  const groups = new Map<K, BioEvent[]>();
  for (const e of events) groups.set(key(e), [...(groups.get(key(e)) ?? []), e]);
  return groups;
}

const byKey = <T extends object>(list: T[], key: keyof T) =>
  [...list].sort((a, b) => (String(a[key]) < String(b[key]) ? -1 : String(a[key]) > String(b[key]) ? 1 : 0));

/** One check of the brute force: a slice's figures as the store reads them against its events. */
interface Case {
  values: Filters["values"];
  link: string | undefined;
  range: [number, number];
}

/** The store's totals, blocks, breakdowns and series of each case agree with `events` counted here. */
async function expectAgreement(events: BioEvent[], cases: Case[]) {
  let compared = 0;
  let nonEmpty = 0;
  for (const { values, link, range } of cases) {
    const [f, t] = range;
    const s = slice(f, t, { link, values });
    const mine = kept(events, s);
    const what = JSON.stringify({ from: new Date(f), to: new Date(t), link, values });
    if (mine.length > 0) nonEmpty++;

    expect(await queries.totals(store, s), what).toEqual(figuresOf(mine));

    const blocks = [...groupBy(mine, (e) => e.blockId)].map(([blockId, list]) => ({
      blockId,
      ...figuresOf(list),
    }));
    const { perBlock, breakdowns, totals } = await queries.overview(store, s, "d");
    expect(totals, what).toEqual(figuresOf(mine));
    expect(byKey(perBlock, "blockId"), what).toEqual(byKey(blocks, "blockId"));
    for (const d of DIMENSIONS) {
      const expected = [...groupBy(mine, (e) => e[d])].map(([value, list]) => ({
        value,
        ...figuresOf(list),
      }));
      expect(byKey(breakdowns[d], "value"), `${what} by ${d}`).toEqual(byKey(expected, "value"));
    }

    for (const [granularity, step] of [
      ["h", HOUR],
      ["d", DAY],
    ] as const) {
      const expected = [...groupBy(mine, (e) => e.time - (e.time % step))].map(([start, list]) => ({
        start,
        ...figuresOf(list),
      }));
      const got = (await queries.overview(store, s, granularity)).series;
      expect(
        [...got].sort((a, b) => a.start - b.start),
        `${what} per ${granularity}`,
      ).toEqual(expected.sort((a, b) => a.start - b.start));
    }
    compared++;
  }
  return { compared, nonEmpty };
}

describe("the statistics store's figures", () => {
  it("agree with the events under every kind of filter, link and range", async () => {
    const first = Date.UTC(2026, 9, 10);
    const next = random(20261201);
    const events = generate(pageId, first, 40, 3000, next);
    // Another page's events, which no figure of this page may include.
    const created = await createPage(owner.id, { slug: "ana-other", title: "Other" }, 5);
    const noise = generate(created.ok ? created.id : "", first, 40, 300, random(7));
    FIRSTS = firstsOf([...events, ...noise]);
    const log = `test-log-${randomUUID()}`;
    // In the consumer's batches, one of them applied twice.
    await store.append(log, 1, 1000, events.slice(0, 1000));
    await store.append(log, 1, 1000, events.slice(0, 1000));
    await store.append(log, 1001, 3000, events.slice(1000));
    await store.append(log, 3001, 3300, noise);
    expect(await count(sql`page_id = ${pageId}::uuid`)).toBe(3000);

    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
    const filterSets: Filters["values"][] = [{}];
    for (const d of DIMENSIONS) for (const v of VALUES[d].slice(0, 2)) filterSets.push({ [d]: v });
    for (let size = 2; size <= 4; size++)
      for (let i = 0; i < 8; i++) {
        const dims = [...DIMENSIONS].sort(() => next() - 0.5).slice(0, size);
        filterSets.push(Object.fromEntries(dims.map((d) => [d, pick(VALUES[d])])));
      }
    filterSets.push({ country: "FR", device: "mobile", browser: "Chrome", os: "Android", referrer: "" });
    filterSets.push({ country: "XX" });
    const ranges: [number, number][] = [
      [first, first + 40 * DAY],
      [first - 5 * DAY, first + 60 * DAY],
      [first + 12 * DAY, first + 19 * DAY],
      [first + 21 * DAY, first + 22 * DAY],
      [first + 3 * DAY + 7 * HOUR, first + 5 * DAY + 13 * HOUR],
      [first + 50 * DAY, first + 51 * DAY],
    ];

    const cases = filterSets.flatMap((values, index) =>
      [undefined, linkIds[index % 3]!].flatMap((link) =>
        (index % 6 === 0 ? ranges : [ranges[index % ranges.length]!]).map((range) => ({
          values,
          link,
          range,
        })),
      ),
    );
    const { compared, nonEmpty } = await expectAgreement(events, cases);
    expect(compared).toBeGreaterThan(100);
    expect(nonEmpty).toBeGreaterThan(60);

    // The dashboard's per-page totals agree too.
    const totals = await queries.pageTotals(store, [pageId, noise[0]!.pageId], first + 20 * DAY);
    expect(totals.get(pageId)).toEqual(figuresOf(events.filter((e) => e.time >= first + 20 * DAY)));
    expect(totals.get(noise[0]!.pageId)).toEqual(figuresOf(noise.filter((e) => e.time >= first + 20 * DAY)));

    // The daily rollup of the first 25 days (rollup.ts), twice at once: each day once. The views it can
    // serve (no value filter; a link's or not) read its days and the events of the rest, and still agree;
    // a value filter reads the events.
    const until = epochDay(first) + 25;
    await Promise.all([store.rollUp(until), store.rollUp(until)]);
    expect(await store.rolledUntil()).toBe(until);
    const [rolled] = await store.all<{ n: number }>(
      sql`select coalesce(sum(events), 0)::bigint as n from bio_daily_breakdowns where dimension = 0`,
    );
    expect(rolled!.n).toBe([...events, ...noise].filter((e) => e.time < until * DAY).length);
    const rollupCases = cases.filter(
      (c) => Object.keys(c.values).length === 0 || Object.keys(c.values).length === 1,
    );
    expect(rollupCases.length).toBeGreaterThan(20);
    await expectAgreement(events, rollupCases);

    // A log behind by days brings events for days already rolled up: they are added to the rollup.
    const late = generate(pageId, first + 10 * DAY, 20, 400, random(99));
    await store.append(log, 3301, 3700, late);
    FIRSTS = firstsOf([...events, ...noise, ...late]);
    const all = [...events, ...late];
    await expectAgreement(all, rollupCases);
    expect((await queries.pageTotals(store, [pageId], first + 20 * DAY)).get(pageId)).toEqual(
      figuresOf(all.filter((e) => e.time >= first + 20 * DAY)),
    );

    // The rollup is what answers its days: with their events gone, the views without a value filter still
    // show them.
    await store.all(sql`delete from bio_page_events where time < ${until * DAY}::bigint`);
    const days: [number, number] = [first, until * DAY];
    expect(await queries.totals(store, slice(...days))).toEqual(figuresOf(kept(all, slice(...days))));
    const france = slice(...days, { link: linkIds[1], values: { country: "FR" } });
    expect(await queries.totals(store, france)).toEqual(figuresOf(kept(all, france)));
    expect((await queries.totals(store, france)).views).toBeGreaterThan(0);
    const { breakdowns } = await queries.overview(store, slice(...days), "d");
    expect(breakdowns.country.reduce((n, row) => n + row.views, 0)).toBe(
      kept(all, slice(...days)).filter((e) => e.blockId === VIEW_BLOCK_ID).length,
    );
  }, 300_000);
});

describe("the daily rollup", () => {
  it("rolls a day that a deletion cut in two up again, and forgets a deleted page's rows", async () => {
    const day = Date.UTC(2026, 9, 20);
    const events = [
      view(day - DAY + HOUR, "1"),
      view(day + HOUR, "2"),
      view(day + 10 * HOUR, "3", { country: "FR" }),
      view(day + 20 * HOUR, "4", { country: "FR" }),
      view(day + DAY + HOUR, "5"),
    ];
    await store.append(`test-log-${randomUUID()}`, 1, events.length, events);
    await store.rollUp(epochDay(day) + 2);
    const whole = slice(day - DAY, day + 2 * DAY);
    expect(await queries.totals(store, whole)).toMatchObject({ views: 5, visitors: 5 });

    await store.deleteBefore(day + 12 * HOUR);
    expect(await queries.totals(store, whole)).toMatchObject({ views: 2, visitors: 2 });
    const { breakdowns, series } = await queries.overview(store, whole, "d");
    expect(byKey(breakdowns.country, "value")).toEqual([
      { value: "", views: 1, visitors: 1, clicks: 0, totalClicks: 0 },
      { value: "FR", views: 1, visitors: 1, clicks: 0, totalClicks: 0 },
    ]);
    expect(series.map((p) => [p.start, p.views]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [day, 1],
      [day + DAY, 1],
    ]);

    const [before] = await store.all<{ n: number }>(
      sql`select count(*) as n from bio_daily_breakdowns where page_id = ${pageId}::uuid`,
    );
    expect(before!.n).toBeGreaterThan(0);
    await store.deletePages([pageId]);
    const [after] = await store.all<{ n: number }>(
      sql`select count(*) as n from bio_daily_breakdowns where page_id = ${pageId}::uuid`,
    );
    expect(after!.n).toBe(0);
    expect(await queries.totals(store, whole)).toEqual({ views: 0, visitors: 0, clicks: 0, totalClicks: 0 });
  });
});

// --- The old rollups carried into the store (legacy-import.ts). ---

const ANY_LINK = "ffffffff-ffff-ffff-ffff-ffffffffffff";

async function createLegacyTable(): Promise<void> {
  // bio_stats as it was before the event store (git show 699e11f^:lib/db/tables/biolinks.ts).
  await db.execute(sql`drop table if exists bio_stats_legacy`);
  await db.execute(sql`create table bio_stats_legacy (
    page_id uuid not null references bio_pages(id) on delete cascade,
    period text not null check (period in ('h', 'd', 'm')),
    start timestamp with time zone not null,
    dimension text not null,
    block_id uuid not null,
    referrer text not null,
    country text not null default '',
    device text not null default '',
    browser text not null default '',
    os text not null default '',
    utm_source text not null default '',
    utm_medium text not null default '',
    utm_campaign text not null default '',
    hits integer not null,
    visitors integer not null,
    constraint bio_stats_pkey primary key (page_id, period, dimension, block_id, start, country, device,
      browser, os, referrer, utm_source, utm_medium, utm_campaign)
  )`);
}

interface LegacyRow {
  period: "h" | "d" | "m";
  start: string;
  dimension?: string;
  block: string;
  values: Partial<Record<Dimension, string>>;
  hits: number;
  visitors: number;
}

async function insertLegacyRows(list: LegacyRow[]): Promise<void> {
  for (const row of list) {
    const values = { ...NO_VALUES, ...row.values };
    await db.execute(sql`insert into bio_stats_legacy (page_id, period, start, dimension, block_id, referrer,
      country, device, browser, os, utm_source, utm_medium, utm_campaign, hits, visitors) values (
      ${pageId}::uuid, ${row.period}, ${row.start}::timestamptz, ${row.dimension ?? "all"}, ${row.block}::uuid,
      ${values.referrer}, ${values.country}, ${values.device}, ${values.browser}, ${values.os},
      ${values.utmSource}, ${values.utmMedium}, ${values.utmCampaign}, ${row.hits}, ${row.visitors})`);
  }
}

async function legacyTableExists(): Promise<boolean> {
  const [row] = rows<{ present: boolean }>(
    await db.execute(sql`select to_regclass('bio_stats_legacy') is not null as present`),
  );
  return Boolean(row?.present);
}

describe("the old rollups' import", () => {
  const FR = {
    country: "FR",
    device: "mobile",
    browser: "Instagram",
    os: "iOS",
    referrer: "instagram.com",
    utmSource: "ig",
    utmMedium: "social",
    utmCampaign: "spring",
  };
  const US = { country: "US", device: "desktop", browser: "Edge", os: "Windows" };
  const JP = { country: "JP", device: "tablet", browser: "Safari", os: "iOS", referrer: "t.co" };
  const ALL_ANY = Object.fromEntries(DIMENSIONS.map((d) => [d, "*"]));

  const legacyRows = (): LegacyRow[] => {
    const [shop, blog] = [links[0]!.id, links[1]!.id];
    return [
      // 20 October: a day with no hours left.
      { period: "d", start: "2026-10-20T00:00:00Z", block: VIEW_BLOCK_ID, values: JP, hits: 3, visitors: 2 },
      // 10 November: the view's and Shop's day rows, and some of their hours (the others were pruned).
      { period: "d", start: "2026-11-10T00:00:00Z", block: VIEW_BLOCK_ID, values: FR, hits: 10, visitors: 6 },
      { period: "h", start: "2026-11-10T14:00:00Z", block: VIEW_BLOCK_ID, values: FR, hits: 3, visitors: 2 },
      { period: "h", start: "2026-11-10T15:00:00Z", block: VIEW_BLOCK_ID, values: FR, hits: 2, visitors: 1 },
      // Visitors counted without a key (Sec-GPC, DNT).
      { period: "d", start: "2026-11-10T00:00:00Z", block: VIEW_BLOCK_ID, values: US, hits: 4, visitors: 0 },
      { period: "d", start: "2026-11-10T00:00:00Z", block: shop, values: FR, hits: 5, visitors: 3 },
      { period: "h", start: "2026-11-10T15:00:00Z", block: shop, values: FR, hits: 1, visitors: 1 },
      // 11 November: a whole day of hours (the last three days kept every hour), midnight's among them.
      { period: "d", start: "2026-11-11T00:00:00Z", block: VIEW_BLOCK_ID, values: FR, hits: 7, visitors: 5 },
      { period: "h", start: "2026-11-11T00:00:00Z", block: VIEW_BLOCK_ID, values: FR, hits: 4, visitors: 3 },
      { period: "h", start: "2026-11-11T09:00:00Z", block: VIEW_BLOCK_ID, values: FR, hits: 3, visitors: 2 },
      { period: "d", start: "2026-11-11T00:00:00Z", block: blog, values: US, hits: 2, visitors: 1 },
      { period: "h", start: "2026-11-11T20:00:00Z", block: blog, values: US, hits: 2, visitors: 1 },
      // Rows the import ignores: every link's together, a month, the total and a single breakdown.
      { period: "d", start: "2026-11-10T00:00:00Z", block: ANY_LINK, values: FR, hits: 5, visitors: 3 },
      { period: "h", start: "2026-11-10T15:00:00Z", block: ANY_LINK, values: FR, hits: 1, visitors: 1 },
      {
        period: "m",
        start: "2026-11-01T00:00:00Z",
        block: VIEW_BLOCK_ID,
        values: FR,
        hits: 17,
        visitors: 11,
      },
      {
        period: "d",
        start: "2026-11-10T00:00:00Z",
        dimension: "total",
        block: VIEW_BLOCK_ID,
        values: ALL_ANY,
        hits: 14,
        visitors: 6,
      },
      {
        period: "d",
        start: "2026-11-10T00:00:00Z",
        dimension: "country",
        block: VIEW_BLOCK_ID,
        values: { ...ALL_ANY, country: "FR" },
        hits: 10,
        visitors: 6,
      },
    ];
  };

  const byValue = (list: queries.BreakdownRow[]) =>
    Object.fromEntries(list.map(({ value, ...figures }) => [value, figures]));

  async function checkImported() {
    const { range } = rangeFrom({ range: "custom", from: "2026-10-15", to: "2026-11-20" });
    const stats = (await getStatsView(owner.id, "ana", range, { values: {} }))!;
    expect(stats.totals).toEqual({ views: 24, visitors: 13, clicks: 4, totalClicks: 7 });
    expect(stats.links.map(({ id, clicks, totalClicks }) => ({ id, clicks, totalClicks }))).toEqual([
      { id: links[0]!.id, clicks: 3, totalClicks: 5 },
      { id: links[1]!.id, clicks: 1, totalClicks: 2 },
    ]);
    expect(byValue(stats.breakdowns.country)).toEqual({
      FR: { views: 17, visitors: 11, clicks: 3, totalClicks: 5 },
      US: { views: 4, visitors: 0, clicks: 1, totalClicks: 2 },
      JP: { views: 3, visitors: 2, clicks: 0, totalClicks: 0 },
    });
    expect(byValue(stats.breakdowns.referrer)).toEqual({
      "instagram.com": { views: 17, visitors: 11, clicks: 3, totalClicks: 5 },
      "": { views: 4, visitors: 0, clicks: 1, totalClicks: 2 },
      "t.co": { views: 3, visitors: 2, clicks: 0, totalClicks: 0 },
    });
    expect(byValue(stats.breakdowns.utmCampaign)).toEqual({
      spring: { views: 17, visitors: 11, clicks: 3, totalClicks: 5 },
      "": { views: 7, visitors: 2, clicks: 1, totalClicks: 2 },
    });
    expect(byValue(stats.breakdowns.device)).toEqual({
      mobile: { views: 17, visitors: 11, clicks: 3, totalClicks: 5 },
      desktop: { views: 4, visitors: 0, clicks: 1, totalClicks: 2 },
      tablet: { views: 3, visitors: 2, clicks: 0, totalClicks: 0 },
    });
    const perDay = Object.fromEntries(
      stats.series.filter((p) => p.views || p.clicks).map((p) => [p.start.toISOString().slice(0, 10), p]),
    );
    expect(Object.keys(perDay)).toEqual(["2026-10-20", "2026-11-10", "2026-11-11"]);
    expect(perDay["2026-11-10"]).toMatchObject({ views: 14, clicks: 3 });
    expect(perDay["2026-11-11"]).toMatchObject({ views: 7, clicks: 1 });

    // Each day's figures under a filter that combines breakdowns, as the rows said.
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
    const frMobile: Filters = { values: { country: "FR", device: "mobile" } };
    expect(await queries.totals(store, slice(day("2026-11-10"), day("2026-11-11"), frMobile))).toEqual({
      views: 10,
      visitors: 6,
      clicks: 3,
      totalClicks: 5,
    });
    expect(await queries.totals(store, slice(day("2026-11-11"), day("2026-11-12"), frMobile))).toEqual({
      views: 7,
      visitors: 5,
      clicks: 0,
      totalClicks: 0,
    });
    expect(
      await queries.totals(
        store,
        slice(day("2026-11-10"), day("2026-11-12"), { link: links[1]!.id, values: {} }),
      ),
    ).toEqual({ views: 21, visitors: 11, clicks: 1, totalClicks: 2 });

    // The hours' events at their hours; the pruned hours' at the day's start.
    const hours = async (date: string) =>
      Object.fromEntries(
        (await queries.overview(store, slice(day(date), day(date) + DAY), "h")).series
          .sort((a, b) => a.start - b.start)
          .map(({ start, ...figures }) => [new Date(start).toISOString().slice(11, 16), figures]),
      );
    expect(await hours("2026-11-10")).toEqual({
      "00:00": { views: 9, visitors: 3, clicks: 2, totalClicks: 4 },
      "14:00": { views: 3, visitors: 2, clicks: 0, totalClicks: 0 },
      "15:00": { views: 2, visitors: 1, clicks: 1, totalClicks: 1 },
    });
    expect(await hours("2026-11-11")).toEqual({
      "00:00": { views: 4, visitors: 3, clicks: 0, totalClicks: 0 },
      "09:00": { views: 3, visitors: 2, clicks: 0, totalClicks: 0 },
      "20:00": { views: 0, visitors: 0, clicks: 1, totalClicks: 2 },
    });
    expect(await count(sql`block_id = ${ANY_LINK}::uuid`)).toBe(0);
    expect(await count()).toBe(31);
  }

  it("carries the 'all' rows in as events adding up to what they said, once, then drops the table", async () => {
    await createLegacyTable();
    await insertLegacyRows(legacyRows());
    await importLegacyStatistics(store);
    expect(await legacyTableExists()).toBe(false);
    await checkImported();

    // Once: gone, it is a no-op.
    await importLegacyStatistics(store);
    await checkImported();

    // A table still there after the store took its events (a stop between the two): the store's
    // position for the import says they are in, so nothing is counted twice, and the table goes.
    await createLegacyTable();
    await insertLegacyRows(legacyRows());
    await importLegacyStatistics(store);
    expect(await legacyTableExists()).toBe(false);
    await checkImported();
  });

  it("resumes an import cut short where the store's position says, making the same events", async () => {
    // The import's position from the test before (DuckDB's offsets outlive truncateAll).
    await store.all(sql`delete from bio_event_log_offsets where log_id = 'bio_stats_legacy'`);
    await createLegacyTable();
    await insertLegacyRows(legacyRows());
    await importLegacyStatistics(store);
    await checkImported();
    // A stop after the store took the first 22 of its 31 events (the import goes page by page, month by
    // month, day by day: the last 9 are 11 November's), before the table was dropped.
    const cut = Date.parse("2026-11-11T00:00:00Z");
    expect(await count(sql`time >= ${cut}::bigint`)).toBe(9);
    await store.all(sql`delete from bio_page_events where time >= ${cut}::bigint`);
    await store.all(sql`update bio_event_log_offsets set seq = 22 where log_id = 'bio_stats_legacy'`);
    expect(await store.appliedSeq("bio_stats_legacy")).toBe(22);
    await createLegacyTable();
    await insertLegacyRows(legacyRows());
    await importLegacyStatistics(store);
    expect(await store.appliedSeq("bio_stats_legacy")).toBe(31);
    expect(await legacyTableExists()).toBe(false);
    await checkImported();
  });
});
