import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Transaction } from "@/lib/db";
import { bioStats } from "@/lib/db/schema";
import type { BioEvent } from "../event-queue";
import { ANY_LINK_BLOCK_ID, VIEW_BLOCK_ID } from "../queries";
import { DIMENSION_NAMES, OTHER } from "./dimensions";

// Sources and campaigns are whatever a visitor writes (?ref=, ?utm_…): without a bound, one visitor could
// add statistics rows without end. A page keeps this many distinct values of each per UTC day; later new
// values count as "(other)". The other breakdowns come from fixed lists (countries, user-agent names).
export const DAILY_VALUE_CAPS = { referrer: 50, utmSource: 20, utmMedium: 20, utmCampaign: 20 } as const;
type Capped = keyof typeof DAILY_VALUE_CAPS;
const CAPPED = Object.keys(DAILY_VALUE_CAPS) as Capped[];

/** The events with values past their page's daily caps replaced by "(other)". */
export async function capValues(tx: Transaction, events: BioEvent[]): Promise<BioEvent[]> {
  if (events.length === 0) return events;
  const pages = [...new Set(events.map((e) => e.pageId))];
  const days = [...new Set(events.map((e) => `${e.day}T00:00:00.000Z`))].map((d) => new Date(d));
  const column = sql.join(
    [
      sql`case ${bioStats.dimension}`,
      ...CAPPED.map((d) => sql`when ${DIMENSION_NAMES[d]} then ${bioStats[d]}`),
      sql`end`,
    ],
    sql` `,
  );
  const known = await tx
    .selectDistinct({
      pageId: bioStats.pageId,
      day: sql<string>`to_char(${bioStats.start} at time zone 'UTC', 'YYYY-MM-DD')`,
      dimension: bioStats.dimension,
      value: sql<string>`${column}`,
    })
    .from(bioStats)
    .where(
      and(
        inArray(bioStats.pageId, pages),
        eq(bioStats.period, "d"),
        // Every value is on the views' or every link's rows: two index ranges a day, not every link's too.
        inArray(bioStats.blockId, [VIEW_BLOCK_ID, ANY_LINK_BLOCK_ID]),
        inArray(bioStats.start, days),
        inArray(
          bioStats.dimension,
          CAPPED.map((d) => DIMENSION_NAMES[d]),
        ),
      ),
    );
  const seen = new Map<string, Set<string>>();
  const valuesOf = (pageId: string, day: string, dimension: string) => {
    const key = `${pageId}|${day}|${dimension}`;
    let set = seen.get(key);
    if (!set) seen.set(key, (set = new Set()));
    return set;
  };
  for (const row of known) valuesOf(row.pageId, row.day, row.dimension).add(row.value);
  return events.map((event) => {
    let capped = event;
    for (const dimension of CAPPED) {
      const value = event[dimension];
      if (!value) continue;
      const values = valuesOf(event.pageId, event.day, DIMENSION_NAMES[dimension]);
      if (values.has(value)) continue;
      if (values.size < DAILY_VALUE_CAPS[dimension]) values.add(value);
      else capped = { ...capped, [dimension]: OTHER };
    }
    return capped;
  });
}
