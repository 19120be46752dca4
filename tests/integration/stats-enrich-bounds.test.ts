import { describe, expect, it } from "vitest";
import { openDuckdbStore } from "@/lib/biolinks/stats/duckdb-store";
import { Enricher } from "@/lib/biolinks/stats/enrich";
import { VIEW_BLOCK_ID, type BioEvent } from "@/lib/biolinks/stats/event";

// The consumer remembers each visitor's source (the referrer or campaign of their first view) so that their
// clicks carry it without a query; that memory is bounded in all, not only per page and day, and a visitor
// past the bound still gets their source, from the store.

const PAGE_ID = "22222222-2222-4222-8222-222222222222";
const LINK_ID = "33333333-3333-4333-8333-333333333333";
const NOW = Date.UTC(2026, 11, 7, 12);

const event = (visitor: number, blockId: string, referrer: string): BioEvent => ({
  time: NOW + visitor,
  pageId: PAGE_ID,
  blockId,
  visitor: String(visitor),
  country: "DE",
  device: "mobile",
  browser: "Safari",
  os: "iOS",
  referrer,
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  variant: null,
});

describe("the statistics consumer's memory of visitors' sources", () => {
  it("keeps at most its bound, and a visitor past it still gets their view's source on a click", async () => {
    const store = await openDuckdbStore(null);
    try {
      const enricher = new Enricher(50);
      const views = Array.from({ length: 120 }, (_, i) =>
        event(i + 1, VIEW_BLOCK_ID, `site${(i + 1) % 10}.example`),
      );
      const enriched = await enricher.enrich(store, views);
      await store.append("log", 1, views.length, enriched);
      expect(enricher.remembered).toBe(50);

      const more = Array.from({ length: 30 }, (_, i) => event(500 + i, VIEW_BLOCK_ID, "later.example"));
      await enricher.enrich(store, more);
      expect(enricher.remembered).toBe(50); // not one more

      const clicks = await enricher.enrich(store, [event(3, LINK_ID, ""), event(100, LINK_ID, "")]);
      expect(clicks.map((click) => click.referrer)).toEqual(["site3.example", "site0.example"]);
    } finally {
      await store.close();
    }
  });
});
