// Starts bench/bio-ingest-server.ts as `npm start` starts scripts/start.ts (scripts/start.mjs): compiled with
// esbuild and imported in plain Node, NODE_ENV=production.
//
// The `server-only` marker is made a no-op first. scripts/server.ts imports lib/biolinks/stats/pipeline.ts,
// which imports "server-only"; bundled by scripts/compiled.mjs with packages external, that import runs in
// plain Node, which resolves the package's default export (it throws) rather than the react-server one
// (empty), so `npm start` itself fails at start (reported; outside bench/ to fix). Next's bundles resolve
// it themselves and are unaffected.
import { createRequire, Module } from "node:module";
import path from "node:path";
import { importCompiled } from "../scripts/compiled.mjs";

const require = createRequire(path.join(process.cwd(), "package.json"));
const marker = require.resolve("server-only");
const empty = new Module(marker);
empty.filename = marker;
empty.loaded = true;
require.cache[marker] = empty;

process.env.NODE_ENV = "production";
await importCompiled("bench/bio-ingest-server.ts");
