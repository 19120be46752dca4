// What this process holds once, whichever copy of our modules asks: the database connection, the auth
// instance, the caches, queues and workers. `npm start`'s server (scripts/server.ts, bundled apart from
// Next) and Next's bundles each load their own copy of lib/ into one process, and `next dev` loads a module
// anew on every change, so a module-level `let` would be one value per copy and per reload: two database
// connections, two DuckDB writers on one file, a second queue worker. Hence one object on globalThis, under
// one Symbol.for key that every copy finds.
//
// Each entry is declared by the module that owns it, beside its use, by merging into ProcessRegistry:
//
//   declare module "@/lib/process-registry" {
//     interface ProcessRegistry { dbConnection: Connection }
//   }
//
// so this file imports nothing, and who makes, reads or replaces an entry is a "find references" of its
// key away. Two owners declaring one key with different types is a compile error.

/** The entries, each declared by its owner (see above). */
export interface ProcessRegistry {} // eslint-disable-line @typescript-eslint/no-empty-object-type

type Key = keyof ProcessRegistry;

const REGISTRY = Symbol.for("creatorkit.processRegistry");
const holder = globalThis as { [REGISTRY]?: Partial<ProcessRegistry> };
const entries = (holder[REGISTRY] ??= {});

/** The process's entry, made by `make` on first use (the first copy of the module to ask makes it). */
export function processSingleton<K extends Key>(key: K, make: () => ProcessRegistry[K]): ProcessRegistry[K] {
  return (entries[key] ??= make());
}

/** The process's entry if one was made or set, without making it. */
export function registered<K extends Key>(key: K): ProcessRegistry[K] | undefined {
  return entries[key];
}

/** Sets the process's entry; undefined forgets it, so that the next processSingleton makes it anew. */
export function register<K extends Key>(key: K, value: ProcessRegistry[K] | undefined): void {
  entries[key] = value;
}
