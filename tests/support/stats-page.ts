import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach } from "vitest";
import { VIEW_BLOCK_ID, type BioEvent } from "@/lib/biolinks/stats/event";
import type { Filters } from "@/lib/biolinks/stats/filters";
import { drainEvents } from "@/lib/biolinks/stats/pipeline";
import { statsStore, type StatsStore } from "@/lib/biolinks/stats/store";
import { createPage, savePage } from "@/lib/biolinks/store";
import { draftWith, linkBlock, makeUser } from "./biolinks";
import { truncateAll } from "./database";
import { NO_VALUES } from "./event-values";

// The statistics store's tests' page (stats-store.test.ts, stats-legacy-import.test.ts): the project's
// store, and before each test an empty database with Ana's page "ana" and its two links (a third id is a
// link the page does not have). The bindings are live: read them inside a test.

export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export let store: StatsStore;
export let owner: { id: string };
export let pageId: string;
export const links = [linkBlock("Shop", "https://shop.example/"), linkBlock("Blog", "https://blog.example/")];
export const linkIds = [...links.map((l) => l.id), randomUUID()];

/** Registers the file's hooks: the store, then a fresh database and page before each test. */
export function withStatsPage(): void {
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
}

/** A view of Ana's page by `visitor` at `time`, with no breakdown values unless `extra` gives them. */
export function view(time: number, visitor: string, extra: Partial<BioEvent> = {}): BioEvent {
  return { time, pageId, blockId: VIEW_BLOCK_ID, visitor, ...NO_VALUES, variant: null, ...extra };
}

/** The store's events, under `where`. */
export async function count(where = sql`true`): Promise<number> {
  const [row] = await store.all<{ n: number }>(sql`select count(*) as n from bio_page_events where ${where}`);
  return Number(row?.n ?? 0);
}

export const slice = (from: number, to: number, filters: Filters = { values: {} }) => ({
  pageId,
  from,
  to,
  filters,
});
