import { embeddedDirectory } from "@/lib/db/client";
import { dataPath, env } from "@/lib/env";
import { processSingleton, registered } from "@/lib/process-registry";
import { onShutdown } from "@/lib/shutdown";
import { Enricher } from "./enrich";
import type { BioEvent } from "./event";
import { openEventLog, type EventLog, type LogState } from "./event-log";
import { importLegacyStatistics } from "./legacy-import";
import { statsStore, type StatsStore } from "./store";
import { settleCounts } from "./tracked";

// From a counted event to the statistics store (DESIGN, Statistics): recordEvent appends it to the event
// log (event-log.ts) and returns at once; the consumer, one loop per process, reads the log in order, in
// batches of at most BATCH events, gives clicks their view's source and caps visitor-written values
// (enrich.ts), and appends the batch to the store (store.ts) with the log's sequence number, so a batch
// applied twice counts once. A store that fails or is away is tried again with back-off while the log
// grows on disk; a stop commits the log (nothing lost) and leaves the rest for the next start.

const BATCH = 5000;
const IDLE_MS = 250;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

interface Pipeline {
  log: EventLog;
  /** The last sequence number the store holds (null until read from the store, and after a failure). */
  applied: number | null;
  /** The last position the store confirmed, for the health figures (a failure does not forget it). */
  confirmed: number;
  loop: Promise<void> | null;
  wake: (() => void) | null;
  enricher: Enricher;
  failure: { message: string; since: number; retryAt: number } | null;
  stopped: boolean;
  /** The batch under way: the loop and drainEvents take turns, never two batches at once. */
  turn: Promise<unknown>;
  /** The store, once the figures from before it are in it (legacy-import.ts). */
  ready: Promise<StatsStore> | null;
}

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    statsPipeline: Pipeline;
  }
}

/**
 * The log's folder: EVENT_LOG_DIR ("none": in memory), else beside an embedded database of its own
 * (file:…), else DATA_DIR/events; in memory for an in-memory database.
 */
function logDirectory(): string | null {
  const { EVENT_LOG_DIR, DATABASE_URL } = env();
  if (EVENT_LOG_DIR) return EVENT_LOG_DIR === "none" ? null : EVENT_LOG_DIR;
  if (DATABASE_URL === "memory://") return null;
  return DATABASE_URL?.startsWith("file:") ? `${embeddedDirectory(DATABASE_URL)}-events` : dataPath("events");
}

function pipeline(): Pipeline {
  return processSingleton("statsPipeline", () => {
    const p: Pipeline = {
      log: openEventLog(logDirectory(), env().EVENT_LOG_MAX_MB * 1024 * 1024),
      applied: null,
      confirmed: 0,
      loop: null,
      wake: null,
      enricher: new Enricher(),
      failure: null,
      stopped: false,
      turn: Promise.resolve(),
      ready: null,
    };
    onShutdown(async () => {
      await settleCounts();
      p.stopped = true;
      p.log.commitSync();
      p.wake?.();
    });
    return p;
  });
}

/** Appends a counted event to the log (durable within GROUP_COMMIT_MS); false when the log is full. */
export function recordEvent(event: BioEvent): boolean {
  const p = pipeline();
  const kept = p.log.append(event);
  startConsumer();
  return kept;
}

/**
 * At server start: applies a log the last run left unapplied now rather than at the next count. A log with
 * nothing waiting leaves the store unopened until statistics are first counted or read (DuckDB's memory).
 */
export function applyLeftoverLog(): void {
  if (pipeline().log.state().backlog > 0) startConsumer();
}

/** Starts this process's consumer, if it is not running. */
export function startConsumer(): void {
  const p = pipeline();
  p.loop ??= consume(p).finally(() => {
    p.loop = null;
  });
}

const sleep = (p: Pipeline, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    timer.unref();
    function done() {
      clearTimeout(timer);
      p.wake = null;
      resolve();
    }
    p.wake = done;
  });

/** Applies one batch, after the one under way; returns how many records it applied. */
function applyBatch(p: Pipeline): Promise<number> {
  const next = p.turn.then(
    () => applyNext(p),
    () => applyNext(p),
  );
  p.turn = next.catch(() => {});
  return next;
}

function storeReady(p: Pipeline): Promise<StatsStore> {
  p.ready ??= statsStore().then(async (store) => {
    await importLegacyStatistics(store);
    return store;
  });
  p.ready.catch(() => (p.ready = null));
  return p.ready;
}

async function applyNext(p: Pipeline): Promise<number> {
  const store = await storeReady(p);
  p.applied ??= await store.appliedSeq(p.log.id);
  p.confirmed = p.applied;
  const records = await p.log.read(p.applied, BATCH);
  if (records.length === 0) return 0;
  const events = await p.enricher.enrich(
    store,
    records.map((r) => r.event),
  );
  const first = records[0]!.seq;
  const last = records.at(-1)!.seq;
  await store.append(p.log.id, first, last, events);
  p.applied = last;
  p.confirmed = last;
  await p.log.release(last);
  return records.length;
}

async function consume(p: Pipeline): Promise<void> {
  let delay = RETRY_MIN_MS;
  while (!p.stopped) {
    try {
      const applied = await applyBatch(p);
      if (p.failure) console.log("[creatorkit] bio statistics are being written again");
      p.failure = null;
      delay = RETRY_MIN_MS;
      if (applied < BATCH) await sleep(p, IDLE_MS);
    } catch (error) {
      const message = (error as Error).message;
      if (!p.failure)
        console.error(`[creatorkit] bio statistics could not be written; the log keeps them: ${message}`);
      p.failure = { message, since: p.failure?.since ?? Date.now(), retryAt: Date.now() + delay };
      // The store may have applied the batch before failing to answer: read its position again.
      p.applied = null;
      await sleep(p, delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    }
  }
}

/**
 * Commits the log and applies everything in it: for tests, scripts and a graceful stop that wants the
 * figures now. Throws what the store threw when it cannot take them.
 */
export async function drainEvents(): Promise<void> {
  const p = pipeline();
  await p.log.commit();
  for (;;) {
    if ((await applyBatch(p)) === 0) return;
  }
}

export interface StatisticsHealth extends LogState {
  /** Events in the log not yet in the store. */
  waiting: number;
  storeError: string | null;
}

/** The pipeline's state, for /api/health and the System screen. */
export function statisticsHealth(): StatisticsHealth | null {
  const p = registered("statsPipeline");
  if (!p) return null;
  const state = p.log.state();
  return {
    ...state,
    waiting: Math.max(0, state.lastSeq - p.confirmed),
    storeError: p.failure?.message ?? null,
  };
}
