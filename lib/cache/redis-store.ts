import { decodeEntry, encodeEntry, type TagMark } from "./entry";
import type { CacheStore } from "./store";

// The page cache shared by every instance: entries and tag revalidations in Redis/Valkey, so a save on
// one instance (revalidatePath/revalidateTag) reaches all. Every key has a TTL (store.ts), and the server
// should run with a maxmemory and `maxmemory-policy volatile-lru` (docs/deploy.md, "Redis"), so memory
// stays bounded even under a flood. When Redis is unreachable, pages render fresh instead of failing.

/** A slow Redis must not hold a page back longer than a render would take. */
const TIMEOUT_MS = 500;

let lastWarning = 0;
function warn(error: unknown): void {
  if (Date.now() - lastWarning < 60_000) return;
  lastWarning = Date.now();
  console.warn(`[creatorkit] page cache: Redis unavailable, rendering without it (${String(error)})`);
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * `timeoutMs`: how long a command may take before the page goes on without the cache. Tests of what two
 * instances see on one Redis give it longer: on a loaded CI machine a command can outlast 500 ms, and a
 * dropped write is the behaviour under test elsewhere, not there.
 */
export function redisStore(url: string, prefix: string, { timeoutMs = TIMEOUT_MS } = {}): CacheStore {
  // The client (~1.5 MB of modules) loads only on a server that has a Redis, not on every server that has
  // the page cache handler (docs/performance.md, Memory).
  const ready = import("redis")
    .then(({ createClient }) => {
      const client = createClient({
        url,
        // Commands fail at once while disconnected instead of queueing behind a reconnect.
        disableOfflineQueue: true,
        socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) },
      });
      client.on("error", warn);
      return client.connect().then(() => client);
    })
    .catch((error: unknown) => {
      warn(error);
      return null;
    });
  type Client = NonNullable<Awaited<typeof ready>>;
  const entryKey = (key: string) => `${prefix}e:${key}`;
  const tagKey = (tag: string) => `${prefix}t:${tag}`;

  async function run<T>(fallback: T, work: (c: Client) => Promise<T>): Promise<T> {
    try {
      const client = await withTimeout(ready, timeoutMs);
      if (!client?.isReady) return fallback;
      return await withTimeout(work(client), timeoutMs);
    } catch (error) {
      warn(error);
      return fallback;
    }
  }

  return {
    read: (key) =>
      run(undefined, async (c) => {
        const text = await c.get(entryKey(key));
        return text === null ? undefined : decodeEntry(text);
      }),
    write: (key, entry, ttlSeconds) =>
      run(undefined, async (c) => {
        await c.set(entryKey(key), encodeEntry(entry), { expiration: { type: "EX", value: ttlSeconds } });
      }),
    tagMarks: (tags) =>
      run<(TagMark | undefined)[]>(
        tags.map(() => undefined),
        async (c) => {
          if (tags.length === 0) return [];
          const values = await c.mGet(tags.map(tagKey));
          return values.map((v) => (typeof v === "string" ? (JSON.parse(v) as TagMark) : undefined));
        },
      ),
    markTags: async (tags, mark, ttlSeconds) => {
      const done = await run(false, async (c) => {
        const batch = c.multi();
        for (const tag of tags) {
          batch.set(tagKey(tag), JSON.stringify(mark), { expiration: { type: "EX", value: ttlSeconds } });
        }
        await batch.exec();
        return true;
      });
      // A lost revalidation leaves other instances serving the old page until its period ends: say so.
      if (!done)
        console.error(`[creatorkit] page cache: could not record the revalidation of ${tags.join(", ")}`);
    },
    usage: () =>
      run({ entries: 0, bytes: null }, async (c) => {
        let entries = 0;
        for await (const keys of c.scanIterator({ MATCH: `${prefix}e:*`, COUNT: 1000 }))
          entries += keys.length;
        return { entries, bytes: null };
      }),
  };
}
