import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { DIMENSION_NAMES, OTHER } from "./dimensions";
import { epochDay, isViewEvent, VIEW_BLOCK_ID, type BioEvent } from "./event";
import type { StatsStore } from "./store";

// What the consumer does to a batch before the store takes it (pipeline.ts); one row per event either way:
// - A click's source is the page view it followed: the click's own Referer is the bio page, so on its own
//   every click would be Direct. A click with a source of its own (a link to /go/ posted elsewhere, a
//   campaign in the address) keeps it; a click with no view that day (a visitor counted without a key)
//   stays Direct. The day's first view of each visitor is remembered here (bounded); one this process has
//   not seen (a restart, another instance) is looked up in the store.
// - Sources and campaigns are whatever a visitor writes (?ref=, ?utm_…): a page keeps DAILY_VALUE_CAPS
//   distinct values of each per UTC day, and later new values count as "(other)", so that the screen's
//   breakdowns and the store's dictionaries stay bounded.

export const DAILY_VALUE_CAPS = { referrer: 50, utmSource: 20, utmMedium: 20, utmCampaign: 20 } as const;
type Capped = keyof typeof DAILY_VALUE_CAPS;
const CAPPED = Object.keys(DAILY_VALUE_CAPS) as Capped[];

type Source = Pick<BioEvent, "referrer" | "utmSource" | "utmMedium" | "utmCampaign">;
const hasSource = (e: Source) => Boolean(e.referrer || e.utmSource || e.utmMedium || e.utmCampaign);
const sourceOf = ({ referrer, utmSource, utmMedium, utmCampaign }: Source): Source => ({
  referrer,
  utmSource,
  utmMedium,
  utmCampaign,
});

/**
 * Page-days remembered, and visitors' sources remembered per page-day (a popular page's day is bounded) and
 * in all (a source is up to a few hundred bytes: 200,000 are tens of MB, not 2,000 × 20,000 of them). A
 * visitor whose source is not remembered is looked up in the store at their click.
 */
const PAGE_DAYS = 2000;
const SOURCES_PER_PAGE_DAY = 20_000;
const SOURCES = 200_000;
const DAY_MS = 86_400_000;

interface PageDay {
  key: string;
  pageId: string;
  start: number;
  sources: Map<string, Source>;
  values: Record<Capped, Set<string>> | null;
}

const pageDayKey = (e: Pick<BioEvent, "pageId" | "time">) => `${e.pageId}|${epochDay(e.time)}`;

export class Enricher {
  private sourceCount = 0;

  constructor(private readonly maxSources = SOURCES) {}

  private days = new LRUCache<string, PageDay>({
    max: PAGE_DAYS,
    dispose: (day) => (this.sourceCount -= day.sources.size),
  });

  private remember(day: PageDay, visitor: string, source: Source): void {
    if (day.sources.has(visitor) || day.sources.size >= SOURCES_PER_PAGE_DAY) return;
    // A day dropped from the cache during a batch is not counted any more: its sources are not kept.
    if (this.sourceCount >= this.maxSources || this.days.peek(day.key) !== day) return;
    day.sources.set(visitor, sourceOf(source));
    this.sourceCount++;
  }

  /** Sources remembered, in all page-days. */
  get remembered(): number {
    return this.sourceCount;
  }

  private dayOf(e: BioEvent, key: string): PageDay {
    let day = this.days.get(key);
    if (!day) {
      day = { key, pageId: e.pageId, start: epochDay(e.time) * DAY_MS, sources: new Map(), values: null };
      this.days.set(key, day);
    }
    return day;
  }

  async enrich(store: StatsStore, events: BioEvent[]): Promise<BioEvent[]> {
    // Each event's page-day, once (a batch holds one or two of them).
    const dayOfEvent: PageDay[] = [];
    const days = new Map<string, PageDay>();
    for (const e of events) {
      const key = pageDayKey(e);
      let day = days.get(key);
      if (!day) days.set(key, (day = this.dayOf(e, key)));
      dayOfEvent.push(day);
    }
    await Promise.all([...days.values()].map((day) => this.loadValues(store, day)));
    // Values first (a view's source is remembered as counted), then the views' sources, then the clicks'.
    const capped = events.map((e, i) => this.cap(dayOfEvent[i]!, e));
    capped.forEach((e, i) => {
      if (!isViewEvent(e) || !e.visitor) return;
      this.remember(dayOfEvent[i]!, e.visitor, e);
    });
    const found = await this.lookUpSources(store, capped, dayOfEvent);
    return capped.map((e, i) => {
      if (isViewEvent(e) || !e.visitor || hasSource(e)) return e;
      const day = dayOfEvent[i]!;
      const view = day.sources.get(e.visitor) ?? found.get(day)?.get(e.visitor);
      return view ? { ...e, ...view } : e;
    });
  }

  private cap(day: PageDay, event: BioEvent): BioEvent {
    let capped = event;
    for (const dimension of CAPPED) {
      const value = event[dimension];
      if (!value) continue;
      const values = day.values![dimension];
      if (values.has(value)) continue;
      if (values.size < DAILY_VALUE_CAPS[dimension]) values.add(value);
      else capped = { ...capped, [dimension]: OTHER };
    }
    return capped;
  }

  /** The values a page-day holds already (counted by this process before a restart, or by another). */
  private async loadValues(store: StatsStore, day: PageDay): Promise<void> {
    if (day.values) return;
    const values = Object.fromEntries(CAPPED.map((d) => [d, new Set<string>()])) as PageDay["values"] & {};
    const rows = await store.all<{ d: string; v: string }>(
      sql.join(
        CAPPED.map(
          (d) =>
            sql`select ${sql.raw(`'${d}'`)} as d, ${sql.raw(DIMENSION_NAMES[d])} as v from bio_page_events ${inDay(day)} and ${sql.raw(DIMENSION_NAMES[d])} <> '' group by ${sql.raw(DIMENSION_NAMES[d])}`,
        ),
        sql` union all `,
      ),
    );
    for (const { d, v } of rows) if (v !== OTHER) values[d as Capped].add(v);
    day.values ??= values;
  }

  /**
   * Sourceless clicks of visitors whose view this process has not seen: their first view of the day,
   * stored. Returned as well as remembered, for when the memory is full.
   */
  private async lookUpSources(store: StatsStore, events: BioEvent[], dayOfEvent: PageDay[]) {
    const found = new Map<PageDay, Map<string, Source>>();
    const wanted = new Map<PageDay, Set<string>>();
    events.forEach((e, i) => {
      if (isViewEvent(e) || !e.visitor || hasSource(e)) return;
      const day = dayOfEvent[i]!;
      if (day.sources.has(e.visitor)) return;
      let set = wanted.get(day);
      if (!set) wanted.set(day, (set = new Set()));
      set.add(e.visitor);
    });
    for (const [day, visitors] of wanted) {
      const list = [...visitors];
      for (let i = 0; i < list.length; i += 1000) {
        const chunk = list.slice(i, i + 1000);
        const rows = await store.all<{ visitor: string | number | bigint } & Source>(
          sql`select visitor::varchar as visitor, referrer, utm_source as "utmSource", utm_medium as "utmMedium",
              utm_campaign as "utmCampaign" from bio_page_events ${inDay(day)}
              and block_id = ${VIEW_BLOCK_ID}::uuid
              and visitor in (${sql.join(
                chunk.map((v) => sql`${v}::bigint`),
                sql`, `,
              )}) order by time`,
        );
        const ofDay = found.get(day) ?? new Map<string, Source>();
        found.set(day, ofDay);
        for (const row of rows) {
          const visitor = String(row.visitor);
          if (!ofDay.has(visitor)) ofDay.set(visitor, sourceOf(row));
          this.remember(day, visitor, row);
        }
      }
    }
    return found;
  }
}

const inDay = (day: PageDay) =>
  sql`where page_id = ${day.pageId}::uuid and time >= ${day.start}::bigint and time < ${day.start + DAY_MS}::bigint`;
