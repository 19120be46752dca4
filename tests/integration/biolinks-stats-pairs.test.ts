import { asc, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ANY_LINK_BLOCK_ID, VIEW_BLOCK_ID } from "@/lib/biolinks/queries";
import { DIMENSIONS, type Dimension } from "@/lib/biolinks/stats/dimensions";
import { pruneStatistics } from "@/lib/biolinks/stats/prune";
import { writeBatch, type Queued } from "@/lib/biolinks/stats/write";
import { createPage, savePage } from "@/lib/biolinks/store";
import { db } from "@/lib/db";
import { rows } from "@/lib/db/migrate";
import { bioStatPairs } from "@/lib/db/schema";
import { figuresByValue } from "../support/bio-events";
import { truncateAll } from "../support/database";
import { migrationStatement } from "../support/migrations";
import { draftWith, linkBlock, makeUser, statsOf } from "../support/biolinks";

// A view under one filter reads bio_stat_pairs (lib/biolinks/stats/pair-breakdowns.ts); the last 24 hours,
// and more than one filter, read the 'all' rows of bio_stats. Both must give exactly the figures of the events.

const VALUES: Record<Dimension, string[]> = {
  country: ["FR", "US", ""],
  device: ["mobile", "desktop"],
  browser: ["Safari", "Chrome", "Instagram"],
  os: ["iOS", "Android"],
  referrer: ["", "instagram.com", "tiktok.com"],
  utmSource: ["", "newsletter"],
  utmMedium: ["", "email"],
  utmCampaign: ["", "launch", "spring"],
};

/** A fixed pseudo-random sequence (mulberry32): the same events on every run. */
function sequence(seed: number) {
  let a = seed;
  return (n: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

describe("bio page statistics under one filter", () => {
  let owner: { id: string };
  let pageId: string;
  const links = [linkBlock("Shop", "https://shop.example/"), linkBlock("Blog", "https://blog.example/")];
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  const hour = `${now.toISOString().slice(0, 13)}:00:00.000Z`;

  beforeEach(async () => {
    await truncateAll();
    owner = await makeUser("ana@example.com");
    const created = await createPage(owner.id, { slug: "ana", title: "Ana" }, 5);
    pageId = created.ok ? created.id : "";
    await savePage(owner.id, pageId, draftWith(links));
  });

  /** 120 visitors' views and some clicks, with values drawn from VALUES. */
  async function writeEvents(): Promise<Queued[]> {
    const next = sequence(7);
    const batch: Queued[] = [];
    for (let v = 0; v < 120; v++) {
      const values = Object.fromEntries(
        DIMENSIONS.map((d) => [d, VALUES[d][next(VALUES[d].length)]!]),
      ) as Record<Dimension, string>;
      const visitor = { pageId, day, hour, visitorHash: `visitor-${v}`, ...values };
      batch.push({ event: { ...visitor, blockId: VIEW_BLOCK_ID }, hits: 1 + next(3) });
      if (next(2)) batch.push({ event: { ...visitor, blockId: links[next(2)]!.id }, hits: 1 + next(2) });
    }
    expect(batch.filter((q) => q.event.blockId !== VIEW_BLOCK_ID).length).toBeGreaterThan(30);
    await writeBatch(batch);
    return batch;
  }

  it("gives each breakdown's exact figures for every value of every breakdown, as the 'all' rows do", async () => {
    const batch = await writeEvents();
    for (const by of DIMENSIONS) {
      for (const value of VALUES[by]) {
        const filters = { values: { [by]: value } };
        const fromPairs = (await statsOf(owner.id, "ana", "7d", filters))!;
        const fromAll = (await statsOf(owner.id, "ana", "24h", filters))!;
        for (const dimension of DIMENSIONS) {
          const shown = Object.fromEntries(
            fromPairs.breakdowns[dimension].map(({ value: v, ...figures }) => [v, figures]),
          );
          expect(shown, `${by}=${value}, ${dimension}`).toEqual(
            figuresByValue(batch, { values: { [by]: value } }, dimension),
          );
          expect(fromAll.breakdowns[dimension]).toEqual(fromPairs.breakdowns[dimension]);
        }
        expect(fromAll.totals).toEqual(fromPairs.totals);
        expect(fromAll.links).toEqual(fromPairs.links);
      }
    }
  });

  it("gives two filters' figures from their pair, as the 'all' rows do", async () => {
    const batch = await writeEvents();
    const combos: Partial<Record<Dimension, string>>[] = [
      { country: "FR", device: "mobile" },
      { browser: "Safari", utmCampaign: "launch" },
      { referrer: "", os: "Android" },
    ];
    for (const values of combos) {
      const fromPairs = (await statsOf(owner.id, "ana", "7d", { values }))!;
      const fromAll = (await statsOf(owner.id, "ana", "24h", { values }))!;
      const matching = batch.filter((q) =>
        Object.entries(values).every(([d, v]) => q.event[d as Dimension] === v),
      );
      const views = matching.filter((q) => q.event.blockId === VIEW_BLOCK_ID);
      expect(fromPairs.totals.views).toBe(views.reduce((n, q) => n + q.hits, 0));
      expect(fromPairs.totals).toEqual(fromAll.totals);
      expect(fromPairs.links).toEqual(fromAll.links);
      expect(fromPairs.series.at(-1)).toMatchObject({
        views: fromAll.totals.views,
        clicks: fromAll.totals.clicks,
      });
      expect(fromPairs.breakdowns).toEqual(fromAll.breakdowns);
    }
  });

  it("narrows to one link's clicks beside the page's views", async () => {
    const batch = await writeEvents();
    const shop = links[0]!.id;
    const view = (await statsOf(owner.id, "ana", "30d", { link: shop, values: { device: "mobile" } }))!;
    const mobile = batch.filter((q) => q.event.device === "mobile");
    const clicks = mobile.filter((q) => q.event.blockId === shop);
    expect(view.totals).toEqual({
      views: mobile.filter((q) => q.event.blockId === VIEW_BLOCK_ID).reduce((n, q) => n + q.hits, 0),
      visitors: mobile.filter((q) => q.event.blockId === VIEW_BLOCK_ID).length,
      clicks: clicks.length,
      totalClicks: clicks.reduce((n, q) => n + q.hits, 0),
    });
    const byBrowser = view.breakdowns.browser.reduce((n, r) => n + r.totalClicks, 0);
    expect(byBrowser).toBe(view.totals.totalClicks);
  });

  it("keeps the planner's statistics of the tables current when the day turns (PGlite has no autovacuum)", async () => {
    await writeEvents();
    const estimate = async (table: string) => {
      const result = await db.execute(
        sql`select reltuples::float8 as reltuples from pg_class where relname = ${table}`,
      );
      return Number(rows<{ reltuples: number }>(result)[0]!.reltuples);
    };
    const count = async (table: string) => {
      const result = await db.execute(sql`select count(*)::float8 as n from ${sql.identifier(table)}`);
      return Number(rows<{ n: number }>(result)[0]!.n);
    };
    for (const table of ["bio_stat_pairs", "bio_stat_triples"]) {
      expect(await estimate(table)).not.toBe(await count(table));
    }
    await pruneStatistics(now.toISOString().slice(0, 10), now);
    for (const table of ["bio_stat_pairs", "bio_stat_triples"]) {
      expect(await estimate(table)).toBe(await count(table));
    }
  });

  it("sums the pairs of statistics counted before them from the 'all' rows (the migration's backfill)", async () => {
    await writeEvents();
    const order = [
      asc(bioStatPairs.period),
      asc(bioStatPairs.first),
      asc(bioStatPairs.blockId),
      asc(bioStatPairs.firstValue),
      asc(bioStatPairs.second),
      asc(bioStatPairs.secondValue),
    ];
    const written = await db
      .select()
      .from(bioStatPairs)
      .orderBy(...order);
    expect(written.some((r) => r.blockId === ANY_LINK_BLOCK_ID)).toBe(true);
    const backfill = migrationStatement("bio_stat_pairs", 'INSERT INTO "bio_stat_pairs"');
    await db.delete(bioStatPairs);
    await db.execute(sql.raw(backfill));
    expect(
      await db
        .select()
        .from(bioStatPairs)
        .orderBy(...order),
    ).toEqual(written);
  });
});
