import "server-only";
import { sql } from "drizzle-orm";
import { db, type Transaction } from "@/lib/db";
import { bioEvents, bioStatPairs, bioStatTriples, bioStats } from "@/lib/db/schema";
import type { BioEvent } from "../event-queue";
import { attributeClicks } from "./attribution";
import { capValues } from "./caps";
import { addCounts } from "./add-counts";
import { pairIncrements } from "./pairs";
import { increments, type Counted } from "./rollup";
import { tripleIncrements } from "./triples";

// One batch of queued views and clicks, written in one transaction: the visitors' rows (bio_events, where
// a visitor's repeats of the day add up) and the statistics they add to (bio_stats, bio_stat_pairs, bio_stat_triples). All or
// neither: the queue retries a batch the database refused whole (event-queue.ts).

export interface Queued {
  event: BioEvent;
  hits: number;
}

// 13 parameters a row.
const ROWS_PER_STATEMENT = 4000;
const visitorRowKey = (e: Pick<BioEvent, "pageId" | "day" | "blockId" | "visitorHash">) =>
  `${e.pageId}|${e.day}|${e.blockId}|${e.visitorHash}`;

/** Adds the hits to the visitors' rows; returns which rows were new and what each row holds. */
async function addToVisitors(tx: Transaction, batch: Queued[]): Promise<Counted[]> {
  const counted: Counted[] = [];
  for (let i = 0; i < batch.length; i += ROWS_PER_STATEMENT) {
    const chunk = batch.slice(i, i + ROWS_PER_STATEMENT);
    const hitsOf = new Map(chunk.map((q) => [visitorRowKey(q.event), q]));
    const written = await tx
      .insert(bioEvents)
      .values(chunk.map(({ event, hits }) => ({ ...withoutHour(event), hits })))
      .onConflictDoUpdate({
        target: [bioEvents.pageId, bioEvents.day, bioEvents.blockId, bioEvents.visitorHash],
        set: { hits: sql`${bioEvents.hits} + excluded.hits` },
      })
      // A row the upsert inserted has no xmax yet (PostgreSQL's own test of insert or update).
      .returning({ ...STORED, inserted: sql<boolean>`(xmax = 0)` });
    for (const { inserted, ...stored } of written) {
      const queued = hitsOf.get(visitorRowKey(stored))!;
      counted.push({
        event: { ...stored, hour: queued.event.hour },
        hits: queued.hits,
        newVisitor: inserted,
      });
    }
  }
  return counted;
}

function withoutHour({ hour, ...row }: BioEvent): Omit<BioEvent, "hour"> {
  void hour;
  return row;
}

/** What a visitor's row holds: later hits count as its first did (source, campaign, country…). */
const STORED = {
  pageId: bioEvents.pageId,
  blockId: bioEvents.blockId,
  day: bioEvents.day,
  visitorHash: bioEvents.visitorHash,
  referrer: bioEvents.referrer,
  country: bioEvents.country,
  device: bioEvents.device,
  browser: bioEvents.browser,
  os: bioEvents.os,
  utmSource: bioEvents.utmSource,
  utmMedium: bioEvents.utmMedium,
  utmCampaign: bioEvents.utmCampaign,
};

export async function writeBatch(batch: Queued[]): Promise<void> {
  await db.transaction(async (tx) => {
    const events = await capValues(
      tx,
      await attributeClicks(
        tx,
        batch.map((q) => q.event),
      ),
    );
    const prepared = batch.map((q, i) => ({ event: events[i]!, hits: q.hits }));
    // In key order, so that concurrent batches lock rows alike.
    const keyed = prepared
      .filter((q) => q.event.visitorHash)
      .sort((a, b) => (visitorRowKey(a.event) < visitorRowKey(b.event) ? -1 : 1));
    // Visitors counted without a key (Sec-GPC, DNT) have no row of their own: hits only, no visitor.
    const keyless: Counted[] = prepared
      .filter((q) => !q.event.visitorHash)
      .map((q) => ({ ...q, newVisitor: false }));
    const counted = keyed.length ? await addToVisitors(tx, keyed) : [];
    const all = [...counted, ...keyless];
    await addCounts(tx, bioStats, increments(all));
    await addCounts(tx, bioStatPairs, pairIncrements(all));
    await addCounts(tx, bioStatTriples, tripleIncrements(all));
  });
}
