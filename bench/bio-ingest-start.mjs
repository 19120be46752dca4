// Starts bench/bio-ingest-server.ts as `npm start` starts scripts/start.ts (scripts/start.mjs): compiled with
// esbuild and imported in plain Node (no TypeScript loader in the serving process), NODE_ENV=production.
import { importCompiled } from "../scripts/compiled.mjs";

process.env.NODE_ENV = "production";
await importCompiled("bench/bio-ingest-server.ts");
