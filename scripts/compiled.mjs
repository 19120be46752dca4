// Runs a TypeScript module of ours in plain Node: compiled with esbuild once per process (our own files
// bundled, packages left as imports from node_modules) and imported as JavaScript. The production server
// and the page cache handler load this way instead of through tsx, because a TypeScript loader in the
// serving process stays registered and every later import() goes through its hooks, Next's per-request
// import of the cache handler included: about a quarter of a cached page's CPU (docs/performance.md).
import { mkdirSync, renameSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { threadId } from "node:worker_threads";

/** Imports `entry` (a path from the project directory) compiled to JavaScript. */
export async function importCompiled(entry) {
  const root = process.cwd();
  // esbuild's synchronous API otherwise keeps a worker thread and its service process (11-19 MB) for the
  // life of the server; without the worker, each call runs esbuild to completion and nothing stays. Read
  // when esbuild loads, which in the serving process is here.
  process.env.ESBUILD_WORKER_THREADS ??= "0";
  const { buildSync } = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ "esbuild");
  const name = entry.replace(/\.ts$/, "").replace(/[\\/]/g, "-");
  const compiled = path.join(root, "node_modules", ".cache", "creatorkit", `${name}.mjs`);
  // Next's build workers load the cache handler at the same time: each writes its own file and renames
  // it into place whole, so no process imports a half-written one.
  const own = `${compiled}.${process.pid}-${threadId}.tmp`;
  mkdirSync(path.dirname(compiled), { recursive: true });
  buildSync({
    entryPoints: [path.join(root, entry)],
    tsconfig: path.join(root, "tsconfig.json"),
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    outfile: own,
    logLevel: "error",
  });
  renameSync(own, compiled);
  return import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(compiled).href);
}
