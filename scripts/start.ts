import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "../lib/env";
import { migrate, run, seed } from "./cli";
import { applyPortFlag } from "./port-flag";
import { serve } from "./server";

// `npm start`: build when there is no build (or the sources are newer), migrate, load demo content into
// an empty database, then serve. The database is closed before the server opens it again.

applyPortFlag();

const root = process.cwd();
// Static pages carry absolute URLs (canonical, Open Graph) from the build: a build made for another
// SITE_URL (or, with it unset, another port) is rebuilt. Builds made outside `npm start` are trusted.
const builtSiteUrl = path.join(root, ".next", "creatorkit-site-url");
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
  if (existsSync(builtSiteUrl) && readFileSync(builtSiteUrl, "utf8") !== env().SITE_URL) return true;
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
  writeFileSync(builtSiteUrl, env().SITE_URL);
}

await run(async () => {
  await migrate();
  await seed({ onlyWhenEmpty: true });
});
if (process.exitCode) process.exit(process.exitCode);

await serve(env().PORT);
