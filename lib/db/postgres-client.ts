import postgres from "postgres";
import { isDatabaseUnavailable, noteDatabaseFailure } from "./availability";

// A postgres.js pool that gets over a PostgreSQL restart at once. Left as it is, postgres.js waits longer
// after each failed reconnect (up to 20 s: the 13–17 s of failures after a restart), and after a crash its
// pooled connections to the dead server are found one failing query at a time. Here the wait stays under
// half a second, the first query that meets a dead connection replaces the whole pool (they all died
// together), and that query is tried once more when doing so cannot apply a write twice.

type Sql = postgres.Sql;
type Options = postgres.Options<Record<string, never>>;

const RENEW_AT_MOST_EVERY_MS = 1000;

/** A statement the server refused as a whole (it answered with an SQLSTATE), or a read: safe to run again. */
function safeToRetry(error: unknown, query: string): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  const cause = innermost(error) as { name?: string; code?: string };
  if (cause.name === "PostgresError") return true;
  if (cause.code === "ECONNREFUSED" || cause.code === "CONNECT_TIMEOUT") return true;
  return /^\s*select\b/i.test(query);
}

/** The server went away under a pooled connection: the rest of the pool went with it. */
function poolDied(error: unknown): boolean {
  const code = (innermost(error) as { code?: string }).code ?? "";
  return /^57P0[12]$/.test(code) || ["CONNECTION_CLOSED", "ECONNRESET", "EPIPE"].includes(code);
}

function innermost(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5 && (current as { cause?: unknown })?.cause; depth++)
    current = (current as { cause: unknown }).cause;
  return current;
}

export function resilientPostgres(url: string, options: Options): { client: Sql; end: () => Promise<void> } {
  const open = () =>
    postgres(url, {
      ...options,
      // Seconds before a reconnect: 0.05, 0.1, 0.2, 0.4, then 0.5 (postgres.js: up to 20).
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
      connect_timeout: 10,
    });
  let current = open();
  let renewedAt = 0;
  const renew = () => {
    if (Date.now() - renewedAt < RENEW_AT_MOST_EVERY_MS) return;
    renewedAt = Date.now();
    const old = current;
    current = open();
    void old.end({ timeout: 5 }).catch(() => {});
  };

  const unsafe = (query: string, parameters?: unknown[], queryOptions?: object) => {
    let values = false;
    const attempt = () => {
      const pending = current.unsafe(query, parameters as never, queryOptions);
      return values ? pending.values() : pending;
    };
    const run = async () => {
      try {
        return await attempt();
      } catch (error) {
        if (poolDied(error)) renew();
        if (!safeToRetry(error, query)) throw noteDatabaseFailure(error);
        return await attempt().catch((again: unknown) => {
          throw noteDatabaseFailure(again);
        });
      }
    };
    // What drizzle uses of postgres.js's pending query: .values(), then awaiting it.
    const pending = {
      values() {
        values = true;
        return pending;
      },
      then<A, B>(resolve?: (value: unknown) => A, reject?: (reason: unknown) => B) {
        return run().then(resolve, reject);
      },
    };
    return pending;
  };

  // Transactions are not retried (their callback may do more than query), only noted.
  const begin = (...args: Parameters<Sql["begin"]>) =>
    (current.begin as (...a: unknown[]) => Promise<unknown>)(...args).catch((error: unknown) => {
      throw noteDatabaseFailure(error);
    });

  const client = new Proxy(current, {
    get(_target, property) {
      if (property === "unsafe") return unsafe;
      if (property === "begin") return begin;
      const value = Reflect.get(current, property, current) as unknown;
      return typeof value === "function" ? value.bind(current) : value;
    },
    apply(_target, thisArgument, args) {
      return Reflect.apply(current, thisArgument, args);
    },
  });
  return { client, end: () => current.end({ timeout: 5 }) };
}
