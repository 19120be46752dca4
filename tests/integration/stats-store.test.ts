import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DIMENSIONS, type Dimension } from "@/lib/biolinks/stats/dimensions";
import { epochDay, VIEW_BLOCK_ID, type BioEvent } from "@/lib/biolinks/stats/event";
import type { Figures } from "@/lib/biolinks/stats/figures";
import type { Filters } from "@/lib/biolinks/stats/filters";
import * as queries from "@/lib/biolinks/stats/view-queries";
import { createPage } from "@/lib/biolinks/store";
import { db } from "@/lib/db";
import { rows } from "@/lib/db/migrate";
import {
  count,
  DAY,
  HOUR,
  linkIds,
  owner,
  pageId,
  slice,
  store,
  view,
  withStatsPage,
} from "../support/stats-page";

// The statistics store (lib/biolinks/stats/store.ts) on the project's engine: DuckDB in memory on PGlite,
// bio_page_events on PostgreSQL. Batches applied twice count once; the read-time queries
// (view-queries.ts) and the daily rollup (rollup.ts) agree with the same figures computed here from the
// events, under every kind of filter; deletions remove what they say and nothing else. The old rollups'
// import: stats-legacy-import.test.ts.

withStatsPage();

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
  it("rolls a day that a deletion cut in two up again, forgets a deleted page's rows, and starts again when every rolled-up day went", async () => {
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

    // Every rolled-up day deleted: the rollup starts again from the next events' first day.
    await store.deleteBefore(Number.MAX_SAFE_INTEGER);
    expect(await store.rolledUntil()).toBeNull();
    await store.append(`test-log-${randomUUID()}`, 1, 1, [view(day - 9 * DAY, "9")]);
    await store.rollUp(epochDay(day));
    expect(await queries.totals(store, slice(day - 9 * DAY, day))).toMatchObject({ views: 1, visitors: 1 });
    const [rolled] = await store.all<{ n: number }>(sql`select count(*) as n from bio_daily_breakdowns`);
    expect(rolled!.n).toBeGreaterThan(0);
  });
});
