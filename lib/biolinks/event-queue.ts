import "server-only";
import { onShutdown } from "@/lib/shutdown";
import { DIMENSIONS, type DimensionValues } from "./stats/dimensions";
import { writeBatch, type Queued } from "./stats/write";

// Views and clicks of bio pages are counted after the response, in batches (DESIGN, Database, counters): an
// event adds to its row in memory (page, day, block, visitor), and the rows are written in one transaction
// per batch (stats/write.ts), a second after the first event or at once when FLUSH_AT rows wait. A graceful
// stop flushes what is queued; a crash loses at most the last second. A batch the database refuses goes
// back in the queue.

/** One view or click, as counted (lib/biolinks/count.ts). `referrer` is a normalised host, '' for Direct. */
export interface BioEvent extends DimensionValues {
  pageId: string;
  blockId: string;
  day: string;
  /** The start of the event's hour (ISO). */
  hour: string;
  /** '' for a visitor counted without a key (Sec-GPC, DNT): each such event counts alone. */
  visitorHash: string;
}

const FLUSH_AFTER_MS = 1000;
const FLUSH_AT = 500;
// While the database is away the queue keeps counting, up to this many rows; past it new rows are dropped.
const MAX_QUEUED = 50_000;

interface Queue {
  rows: Map<string, Queued>;
  timer: NodeJS.Timeout | null;
  flushing: Promise<void>;
  /** Counts still deciding whether and what to queue (the visitor's hash, the owner's session). */
  deciding: Set<Promise<unknown>>;
}

const holder = globalThis as { __creatorkitBioEvents?: Queue };

function queue(): Queue {
  if (!holder.__creatorkitBioEvents) {
    const q: Queue = { rows: new Map(), timer: null, flushing: Promise.resolve(), deciding: new Set() };
    holder.__creatorkitBioEvents = q;
    onShutdown(async () => {
      await Promise.allSettled([...q.deciding]);
      await flushEvents();
    });
  }
  return holder.__creatorkitBioEvents;
}

/** A visitor's events of the day on a block share a row; keyless events, only with the same hour and values. */
function keyOf(event: BioEvent): string {
  const key = `${event.pageId}|${event.day}|${event.blockId}|${event.visitorHash}`;
  return event.visitorHash ? key : `${key}|${event.hour}|${DIMENSIONS.map((d) => event[d]).join("|")}`;
}

function add(q: Queue, event: BioEvent, hits: number): void {
  const key = keyOf(event);
  const row = q.rows.get(key);
  if (row) row.hits += hits;
  else if (q.rows.size < MAX_QUEUED) q.rows.set(key, { event, hits });
}

function schedule(q: Queue): void {
  q.timer ??= setTimeout(() => void flushEvents(), FLUSH_AFTER_MS).unref();
}

/** Tracks a count under way, so that a graceful stop waits for it before the last flush. */
export function tracked<T>(counting: Promise<T>): Promise<T> {
  const { deciding } = queue();
  deciding.add(counting);
  void counting.finally(() => deciding.delete(counting)).catch(() => {});
  return counting;
}

/** Queues one view or click; it reaches the database with the next batch. */
export function enqueueEvent(event: BioEvent): void {
  const q = queue();
  add(q, event, 1);
  if (q.rows.size >= FLUSH_AT) void flushEvents();
  else schedule(q);
}

/** SQLSTATE of the error or of the driver error drizzle wraps. */
function sqlState(error: unknown): string {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  return typeof code === "string" ? code : cause ? sqlState(cause) : "";
}

/** The database answered and refused a row (a page deleted meanwhile), rather than being unreachable. */
function refusedRows(error: unknown): boolean {
  return /^(?:22|23)[0-9A-Z]{3}$/.test(sqlState(error));
}

/** One refused row must not cost the batch its other counts: each is written alone, refused ones dropped. */
async function writeOneByOne(batch: Queued[]): Promise<void> {
  let dropped = 0;
  for (const row of batch) await writeBatch([row]).catch(() => dropped++);
  if (dropped) console.warn(`[creatorkit] ${dropped} bio page count rows were refused (page deleted?)`);
}

/** Writes everything queued so far (one statement); resolves when it is in the database or re-queued. */
export function flushEvents(): Promise<void> {
  const q = queue();
  if (q.timer) clearTimeout(q.timer);
  q.timer = null;
  q.flushing = q.flushing.then(async () => {
    if (q.rows.size === 0) return;
    const batch = [...q.rows.values()];
    q.rows = new Map();
    try {
      await writeBatch(batch);
    } catch (error) {
      if (refusedRows(error)) return writeOneByOne(batch);
      console.error("[creatorkit] bio page counts could not be written; retrying:", (error as Error).message);
      for (const { event, hits } of batch) add(q, event, hits);
      schedule(q);
    }
  });
  return q.flushing;
}

/** How many rows wait to be written (for tests and the shutdown log). */
export function queuedEvents(): number {
  return queue().rows.size;
}
