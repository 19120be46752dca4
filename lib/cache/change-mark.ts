import { sharedPageCache } from "./shared-cache";
import type { CacheStore } from "./store";

// How every instance hears that something it keeps in memory changed on another (or on this one): the
// change marks one tag through the page cache's store (Redis when REDIS_URL is set, as every instance's
// saves do), and each process reads that tag every POLL_MS and, when it moved, calls `onHeard`, which
// forgets what it keeps. One store read a second per process, none per request. Without a shared store
// (one instance, or the store not opened yet) nothing is heard, and a process only knows its own changes.
//
// The announcing process hears its own mark too, and forgets once more: it must not take its own value for
// the last one heard, or a mark another instance wrote just before (and this one then overwrote) would
// never be heard here, while this process's own forget may have come before that other change.

const POLL_MS = 1_000;
/** As long as the page cache keeps a mark: a process started later still hears of it once. */
const MARK_TTL_SECONDS = 24 * 60 * 60;

export class ChangeMark {
  private lastMark: number | undefined;
  private polling = false;
  private readonly timer: NodeJS.Timeout;

  /**
   * `tag`: the page cache's tag that moves on every change (no page carries it). `store`: where changes are
   * announced and heard of (the page cache's, once Next has opened it).
   */
  constructor(
    private readonly tag: string,
    private readonly onHeard: () => void,
    private readonly store: () => CacheStore | undefined = () => sharedPageCache().store,
    pollMs = POLL_MS,
  ) {
    this.timer = setInterval(() => void this.poll(), pollMs);
    this.timer.unref();
  }

  /** After a change: every instance (this one included) hears of it within a poll. */
  async announce(): Promise<void> {
    // Unique, not just a time: two changes within one millisecond, on two instances, must both be heard.
    // No page carries the tag, so the value is never compared with a page's age.
    const value = Date.now() + Math.random();
    await this.store()?.markTags([this.tag], { expired: value }, MARK_TTL_SECONDS);
  }

  /** Reads the shared mark and calls `onHeard` when it moved since the last read. */
  async hear(): Promise<void> {
    const store = this.store();
    if (!store) return;
    const [mark] = await store.tagMarks([this.tag]);
    const value = mark?.expired;
    if (value === undefined || value === this.lastMark) return;
    this.lastMark = value;
    this.onHeard();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The timer's read: never two at once, when the store answers slower than a poll. */
  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      await this.hear();
    } catch (error: unknown) {
      console.warn(`[${this.tag}]`, error);
    } finally {
      this.polling = false;
    }
  }
}
