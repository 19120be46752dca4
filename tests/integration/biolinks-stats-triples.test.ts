import { asc, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ANY_LINK_BLOCK_ID, VIEW_BLOCK_ID } from "@/lib/biolinks/queries";
import { DIMENSIONS, type Dimension } from "@/lib/biolinks/stats/dimensions";
import type { Filters } from "@/lib/biolinks/stats/filters";
import { rangeFrom, type StatsRange } from "@/lib/biolinks/stats/range";
import { getStatsView } from "@/lib/biolinks/stats/view";
import { writeBatch, type Queued } from "@/lib/biolinks/stats/write";
import { createPage, savePage } from "@/lib/biolinks/store";
import { db } from "@/lib/db";
import { rows } from "@/lib/db/migrate";
import { bioPages, bioStatTriples } from "@/lib/db/schema";
import { figuresByValue } from "../support/bio-events";
import { truncateAll } from "../support/database";
import { migrationStatement } from "../support/migrations";
import { draftWith, linkBlock, makeUser } from "../support/biolinks";

// Two filters over whole months read bio_stat_triples (lib/biolinks/stats/triple-queries.ts), over the days
// of a month the range holds in part the 'all' rows of bio_stats; both together must give exactly the
// figures of the events.

const VALUES: Record<Dimension, string[]> = {
  country: ["FR", "US", ""],
  device: ["mobile", "desktop"],
  browser: ["Safari", "Instagram"],
  os: ["iOS", "Android"],
  referrer: ["", "instagram.com"],
  utmSource: ["", "newsletter"],
  utmMedium: ["", "email"],
  utmCampaign: ["", "launch"],
};

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe("bio page statistics under two filters, over months", () => {
  let owner: { id: string };
  const links = [linkBlock("Shop", "https://shop.example/"), linkBlock("Blog", "https://blog.example/")];
  const today = new Date(`${isoDay(new Date())}T00:00:00.000Z`);
  const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  // The 10th of last month: a range from the 5th reads last month's days, and this month's row.
  const lastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 10));
  const days = [isoDay(lastMonth), isoDay(today)];

  beforeEach(async () => {
    await truncateAll();
    owner = await makeUser("ana@example.com");
    const created = await createPage(owner.id, { slug: "ana", title: "Ana" }, 5);
    await savePage(owner.id, created.ok ? created.id : "", draftWith(links));
  });

  /** 80 visitors a day on both days (some the same visitors), values cycling through VALUES. */
  async function writeEvents(pageId: string): Promise<Queued[]> {
    const batch: Queued[] = [];
    for (const [d, day] of days.entries()) {
      for (let v = 0; v < 80; v++) {
        const n = v * 7 + d * 3;
        const values = Object.fromEntries(
          DIMENSIONS.map((dim, i) => [dim, VALUES[dim][(n >> i) % VALUES[dim].length]!]),
        ) as Record<Dimension, string>;
        const visitor = { pageId, day, hour: `${day}T12:00:00.000Z`, visitorHash: `visitor-${v}`, ...values };
        batch.push({ event: { ...visitor, blockId: VIEW_BLOCK_ID }, hits: 1 + (n % 3) });
        if (n % 2)
          batch.push({ event: { ...visitor, blockId: links[n % 4 < 2 ? 0 : 1]!.id }, hits: 1 + (n % 2) });
      }
    }
    await writeBatch(batch);
    return batch;
  }

  async function shown(range: StatsRange, filters: Filters) {
    const view = (await getStatsView(owner.id, "ana", range, filters))!;
    return Object.fromEntries(
      DIMENSIONS.map((d) => [d, Object.fromEntries(view.breakdowns[d].map(({ value, ...f }) => [value, f]))]),
    );
  }

  it("gives every other breakdown's exact figures from the triples and the days' 'all' rows together", async () => {
    const [page] = await db.select({ id: bioPages.id }).from(bioPages);
    const batch = await writeEvents(page!.id);
    const custom = rangeFrom({
      range: "custom",
      from: isoDay(new Date(lastMonth.getTime() - 5 * DAY)),
      to: isoDay(today),
    }).range;
    expect(custom.spans.map((s) => s.period)).toEqual(["d", "m"]);
    expect(custom.spans[1]!.from).toEqual(monthStart);
    const twelveMonths = rangeFrom({ range: "12m" }).range;
    const combos: Filters[] = [
      { values: { country: "FR", device: "mobile" } },
      { values: { browser: "Instagram", utmCampaign: "" } },
      { values: { country: "", utmCampaign: "launch" } },
      { values: { device: "desktop", referrer: "instagram.com" } },
      { link: links[0]!.id, values: { os: "iOS", utmSource: "newsletter" } },
    ];
    for (const filters of combos) {
      const want = Object.fromEntries(DIMENSIONS.map((d) => [d, figuresByValue(batch, filters, d)]));
      expect(Object.values(want.country!).length, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(await shown(custom, filters), JSON.stringify(filters)).toEqual(want);
      expect(await shown(twelveMonths, filters), JSON.stringify(filters)).toEqual(want);
    }
  });

  it("sums the triples of statistics counted before them from the 'all' rows (the migration's backfill)", async () => {
    const [page] = await db.select({ id: bioPages.id }).from(bioPages);
    await writeEvents(page!.id);
    const t = bioStatTriples;
    const order = [
      t.first,
      t.second,
      t.third,
      t.blockId,
      t.firstValue,
      t.secondValue,
      t.thirdValue,
      t.start,
    ].map((c) => asc(c));
    const written = await db
      .select()
      .from(t)
      .orderBy(...order);
    expect(written.some((r) => r.blockId === ANY_LINK_BLOCK_ID)).toBe(true);
    expect(new Set(written.map((r) => r.start.toISOString())).size).toBe(2);
    const backfill = migrationStatement("bio_stat_triples", 'INSERT INTO "bio_stat_triples"');
    await db.delete(t);
    await db.execute(sql.raw(backfill));
    expect(
      await db
        .select()
        .from(t)
        .orderBy(...order),
    ).toEqual(written);
  });

  it("leaves room on the counters' pages, so that adding to a row adds no index entries (HOT updates)", async () => {
    const result = await db.execute(
      sql`select relname, reloptions from pg_class where relname in ('bio_stat_pairs', 'bio_stat_triples') order by 1`,
    );
    expect(rows<{ relname: string; reloptions: string[] }>(result)).toEqual([
      { relname: "bio_stat_pairs", reloptions: ["fillfactor=70"] },
      { relname: "bio_stat_triples", reloptions: ["fillfactor=70"] },
    ]);
  });
});
