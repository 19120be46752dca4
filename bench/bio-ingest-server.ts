import { writeFileSync } from "node:fs";
import { env } from "../lib/env";
import { migrate, run, seed } from "../scripts/cli";
import { serve } from "../scripts/server";
import { makeBenchPage } from "./bench-page";

// The server of `npm run bench -- bio-ingest`: what `npm start` runs once it has a build (scripts/start.ts:
// migrate, demo content into an empty database, then scripts/server.ts's serve), without start.ts's check
// that rebuilds when a source is newer than the build (others edit lib/ in this tree while the bench runs),
// plus a page of LINKS links made before the server opens the database, written to BENCH_PAGE_FILE.
// Started by bench/bio-ingest-start.mjs.

const LINKS = 6;

async function benchPage(): Promise<void> {
  const file = process.env.BENCH_PAGE_FILE;
  if (!file) throw new Error("BENCH_PAGE_FILE is not set");
  writeFileSync(file, JSON.stringify(await makeBenchPage("ingest", "Ingest bench", LINKS)));
}

await run(async () => {
  await migrate();
  await seed({ onlyWhenEmpty: true });
  await benchPage();
});
if (process.exitCode) process.exit(process.exitCode);
await serve(env().PORT);
