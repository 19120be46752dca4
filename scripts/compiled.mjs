// Runs a TypeScript module of ours in plain Node: compiled with esbuild (our own files bundled, packages
// left as imports from node_modules) and imported as JavaScript. The production server and the page cache
// handler load this way instead of through tsx, because a TypeScript loader in the serving process stays
// registered and every later import() goes through its hooks, Next's per-request import of the cache
// handler included: about a quarter of a cached page's CPU (docs/performance.md).
//
// Compiled once and kept while its sources are unchanged (docs/design/compiled-server.md): a start with
// nothing changed runs no compiler. Split at each dynamic import, so that what a module loads only when
// first needed (the statistics store and DuckDB, the backup's archive code) stays unloaded until then,
// as it does in Next's bundles; one bundle would load every package it names at start.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createHash } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { threadId } from "node:worker_threads";

const KEEP_OLD_MS = 7 * 24 * 3600_000;

/** Imports `entry` (a path from the project directory) compiled to JavaScript. */
export async function importCompiled(entry) {
  const root = process.cwd();
  const name = entry.replace(/\.ts$/, "").replace(/[\\/]/g, "-");
  const cache = path.join(root, "node_modules", ".cache", "creatorkit");
  const file = current(root, cache, name) ?? (await compile(root, cache, entry, name));
  return import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(file).href);
}

/**
 * The compiled entry when it was made from this checkout's sources and every one is older than it (a
 * node_modules copied from another checkout holds that checkout's compile, whose sources are elsewhere).
 */
function current(root, cache, name) {
  try {
    const record = JSON.parse(readFileSync(path.join(cache, `${name}.json`), "utf8"));
    const file = path.join(cache, record.dir, record.entry);
    if (record.root !== root || !existsSync(file)) return null;
    return record.inputs.every((input) => statSync(input).mtimeMs < record.startedAt) ? file : null;
  } catch {
    return null; // not compiled yet, a source gone, or a record from another layout
  }
}

async function compile(root, cache, entry, name) {
  // esbuild's synchronous API otherwise keeps a worker thread and its service process (11-19 MB) for the
  // life of the process; without the worker, the call runs esbuild to completion and nothing stays.
  process.env.ESBUILD_WORKER_THREADS ??= "0";
  const { buildSync } = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ "esbuild");
  // Next's build workers load the cache handler at the same time: each compiles into a directory of its
  // own, which is renamed into place whole under a name made from its contents, so no process imports a
  // half-written file and two compiles of the same sources land on the same directory.
  const startedAt = Date.now(); // a source saved while esbuild reads it is compiled again next time
  const own = path.join(cache, `${name}.${process.pid}-${threadId}.tmp`);
  rmSync(own, { recursive: true, force: true });
  mkdirSync(own, { recursive: true });
  const result = buildSync({
    entryPoints: { [name]: path.join(root, entry) },
    tsconfig: path.join(root, "tsconfig.json"),
    bundle: true,
    splitting: true,
    packages: "external",
    // What these entries load is server code by construction (the server, the cache handler): the marker
    // that keeps a module out of client bundles resolves, outside Next's react-server layer, to a throw.
    alias: { "server-only": "./scripts/server-only.mjs" },
    platform: "node",
    format: "esm",
    target: "node20",
    outdir: own,
    outExtension: { ".js": ".mjs" },
    chunkNames: "[name]-[hash]",
    metafile: true,
    logLevel: "error",
  });
  const hash = createHash("sha256");
  for (const output of Object.keys(result.metafile.outputs).sort()) {
    hash.update(output).update(readFileSync(path.join(root, output)));
  }
  const dir = `${name}-${hash.digest("hex").slice(0, 16)}`;
  if (existsSync(path.join(cache, dir))) rmSync(own, { recursive: true, force: true });
  else {
    try {
      renameSync(own, path.join(cache, dir));
    } catch {
      rmSync(own, { recursive: true, force: true }); // another process renamed the same output first
    }
  }
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(root, input));
  const record = path.join(cache, `${name}.json`);
  const ownRecord = `${record}.${process.pid}-${threadId}.tmp`;
  writeFileSync(ownRecord, JSON.stringify({ root, dir, entry: `${name}.mjs`, inputs, startedAt }));
  renameSync(ownRecord, record);
  prune(cache, name, dir);
  return path.join(cache, dir, `${name}.mjs`);
}

/** Outputs of earlier sources, a week old: a process still running from one has long loaded it. */
function prune(cache, name, keep) {
  for (const entry of readdirSync(cache)) {
    if (entry === `${name}.mjs`) rmSync(path.join(cache, entry), { force: true }); // the one-file layout's
    if (entry === keep || !entry.startsWith(`${name}-`) || entry.endsWith(".tmp")) continue;
    const dir = path.join(cache, entry);
    if (Date.now() - statSync(dir).mtimeMs > KEEP_OLD_MS) rmSync(dir, { recursive: true, force: true });
  }
}
