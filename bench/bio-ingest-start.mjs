// Starts bench/bio-ingest-server.ts as `npm start` starts scripts/start.ts (scripts/start.mjs): compiled with
// esbuild and imported in plain Node (no TypeScript loader in the serving process), NODE_ENV=production.
//
// The `server-only` marker is made a no-op first: the bench's server entry makes its page through
// lib/biolinks/store.ts and lib/auth, which carry it, and bundled with packages external the import runs in
// plain Node, which resolves the package's default export (it throws), not the react-server one (empty).
// Next's bundles resolve it themselves and are unaffected.
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
