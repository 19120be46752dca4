import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isImageGenerationSetUp } from "../lib/ai/setup";
import { analyticsOrigins } from "../lib/analytics/config";
import { isDatabaseUnavailable } from "../lib/db/availability";
import { env } from "../lib/env";
import { migrate, run, seed } from "./cli";
import { applyPortFlag } from "./port-flag";
import { serve } from "./server";

// `npm start`: build when there is no build (or the sources are newer), migrate, load demo content into
// an empty database, then serve. The database is closed before the server opens it again. A PostgreSQL
// server that does not answer yet does not stop the site: it serves what needs no database (and 503 for
// the rest) and migrates as soon as the database answers.

applyPortFlag();

const root = process.cwd();
// Static pages carry what the environment said at build time: absolute URLs (canonical, Open Graph),
// whether the image generator works (the catalogue marks it otherwise), and the pages' Content-Security-
// Policy (next.config.ts headers(), which names the analytics host). A build made for another SITE_URL
// (or, with it unset, another port) or another image setup is rebuilt. Builds made outside `npm start`
// are trusted.
const builtSettings = path.join(root, ".next", "creatorkit-build-settings");
const settings = () =>
  JSON.stringify({
    siteUrl: env().SITE_URL,
    images: isImageGenerationSetUp(),
    analytics: analyticsOrigins() ?? null,
  });
const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "proxy.ts",
  "next.config.ts",
  "package.json",
  "package-lock.json",
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

function needsBuild(): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  if (existsSync(builtSettings) && readFileSync(builtSettings, "utf8") !== settings()) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

function next(args: string[]): Promise<number> {
  const bin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: "inherit", env: process.env });
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (needsBuild()) {
  console.log("[creatorkit] building the site (first start or changed sources)...");
  const code = await next(["build"]);
  if (code !== 0) process.exit(code);
  writeFileSync(builtSettings, settings());
}

async function prepareDatabase(): Promise<void> {
  await migrate();
  await seed({ onlyWhenEmpty: true });
}

let unreachable = false;
await run(async () => {
  try {
    await prepareDatabase();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    unreachable = true;
  }
});
if (process.exitCode) process.exit(process.exitCode);

await serve(env().PORT);

if (unreachable) {
  console.warn("[creatorkit] the database does not answer: serving anyway, migrating once it does");
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    try {
      await prepareDatabase();
      console.log("[creatorkit] the database answers: migrated");
      break;
    } catch (error) {
      if (isDatabaseUnavailable(error)) continue;
      console.error("[creatorkit] preparing the database failed", error);
      break;
    }
  }
}
