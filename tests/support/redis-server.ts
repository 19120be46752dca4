import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { createClient } from "redis";
import { redisStore } from "@/lib/cache/redis-store";
import type { CacheStore } from "@/lib/cache/store";

// A throwaway redis-server (Debian's, on PATH; .ci/run installs it) on a free port, bounded as docs/deploy.md
// asks: a maxmemory and volatile-lru, no snapshots.

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function startRedisServer(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const child = spawn(
    process.env.REDIS_SERVER ?? "redis-server",
    [
      "--port",
      String(chosen),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--maxmemory",
      "64mb",
      "--maxmemory-policy",
      "volatile-lru",
    ],
    { stdio: "ignore" },
  );
  const url = `redis://127.0.0.1:${chosen}`;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + 10_000;
  for (;;) {
    const client = createClient({ url, socket: { reconnectStrategy: false } });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.ping();
      await client.close();
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill();
        throw new Error(`redis-server did not start on ${chosen}: ${String(error)} (is it installed?)`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    port: chosen,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}

/**
 * A Redis page-cache store once it answers, for tests of what instances sharing one Redis see: the store
 * drops a command slower than its timeout (500 ms: a slow Redis must not hold a page back), and on a loaded
 * CI machine a first connection, or any command, can take longer. So these stores wait up to 5 s, and the
 * test waits until each is connected before it acts.
 */
export async function connectedRedisStore(url: string, prefix: string): Promise<CacheStore> {
  const store = redisStore(url, prefix, { timeoutMs: 5_000 });
  const probe = `probe-${Math.random()}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    await store.write(probe, { value: null, lastModified: 0, tags: [] }, 60);
    if (await store.read(probe)) return store;
    if (Date.now() > deadline) throw new Error(`the page cache could not reach Redis at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
