import { sharedPageCache } from "./shared-cache";

// When this process began the render that will replace an entry (issue 62, item 1). Next's cacheHandler
// interface tells set() nothing of when the render began, and stamping an entry with the time it is
// stored let a render that read a page before an admin took it down be kept as fresh for its whole
// period. The render of a key starts right after the handler's get() found it missing or due, and Next
// runs one render per key at a time (its response cache batches them), so that get's time is the
// render's start, or earlier, which errs toward rendering once more, never toward serving a takedown.

/** A render still unfinished after this long failed without storing anything: a later read starts anew. */
const ABANDONED_MS = 5 * 60_000;
/** Keys rendering at once, at most; the oldest are forgotten first (their entries then count from set). */
const MAX_PENDING = 10_000;

/** Notes that a render of `key` begins now, unless one began recently and has not stored its entry yet. */
export function noteRenderStart(key: string, now = Date.now()): void {
  const { renderStarts } = sharedPageCache();
  const pending = renderStarts.get(key);
  if (pending !== undefined && now - pending < ABANDONED_MS) return;
  renderStarts.delete(key);
  renderStarts.set(key, now);
  if (renderStarts.size > MAX_PENDING) renderStarts.delete(renderStarts.keys().next().value!);
}

/** The start of the render of `key` whose result is being stored, forgotten once taken. */
export function takeRenderStart(key: string): number | undefined {
  const { renderStarts } = sharedPageCache();
  const started = renderStarts.get(key);
  renderStarts.delete(key);
  return started;
}

/**
 * Remembers when the copy get() hands Next was rendered: when a render fails, Next stores the copy it was
 * handed back again (to delay its retries), and that copy must keep its own render time, not look new.
 */
export function noteServedCopy(value: object, renderedAt: number): void {
  sharedPageCache().servedCopies.set(value, renderedAt);
}

export function servedCopyRenderedAt(value: object): number | undefined {
  return sharedPageCache().servedCopies.get(value);
}
