import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DIMENSIONS, type Dimension } from "@/lib/biolinks/stats/dimensions";
import { VIEW_BLOCK_ID } from "@/lib/biolinks/stats/event";
import type { Filters } from "@/lib/biolinks/stats/filters";
import { importLegacyStatistics } from "@/lib/biolinks/stats/legacy-import";
import { rangeFrom } from "@/lib/biolinks/stats/range";
import { getStatsView } from "@/lib/biolinks/stats/view";
import * as queries from "@/lib/biolinks/stats/view-queries";
import { db } from "@/lib/db";
import { rows } from "@/lib/db/migrate";
import { count, DAY, links, owner, pageId, slice, store, withStatsPage } from "../support/stats-page";
import { NO_VALUES } from "../support/event-values";

// The old rollups carried into the statistics store (lib/biolinks/stats/legacy-import.ts): the 'all' rows
// of bio_stats_legacy come in as events that add up to what the rows said, once, and an import cut short
// resumes where the store's position says.

withStatsPage();

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
