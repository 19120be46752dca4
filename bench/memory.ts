import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { load as clicks } from "./bio-ingest";
import { buildApp, floorPages, nearestFloorPage, startFloor, writeApp } from "./floor";
import { runLoad } from "./load";
import { pagesToMeasure } from "./pages";

// `npm run bench -- memory [--seconds 60] [--repetitions 3] [--postgres [URL]]` (issue 63): the resident
// memory (VmRSS) of every process `npm start` runs (npm, the shell it starts, node scripts/start.mjs: the
// server) at each stage of a day's work, on embedded PGlite + DuckDB and on PostgreSQL, beside the bare
// Next.js app of bench/floor.ts under the same page load:
// - idle: 10 s after /api/health first answers;
// - after pages: 20 views of every kind of public page (bench/pages.ts's list, from the sitemap), then 5 s
//   of load at 50 connections on / and on /blog;
// - after clicks 1…N: `--seconds` (60) of bio clicks at 1,000/s, each from a visitor of its own
//   (bench/bio-ingest.ts's load, TRUST_PROXY=1), until the statistics log has reached the store; repeated
//   `--repetitions` (3) times. This is the leak test: the server's RSS should not grow from the first
//   repetition to the last (flagged above 5 %), since every repetition does the same work again;
// - after the send: the server started again with a site issue to 10,000 readers due, at the highest rate
//   lib/env.ts allows (NEWSLETTER_SENDS_PER_MINUTE=10000), until Postfix's smtp-sink
//   (tests/support/smtp-sink.ts) holds all 10,000 mails; the peak is the highest of samples every 200 ms
//   from that start to the last mail.
// The database work (migrations, demo content, the bio page, the readers, the issue) is done by
// bench/memory-setup.ts in a process of its own before each start, while no server holds the database.
// Embedded always (a fresh DATA_DIR under .data/bench-memory); PostgreSQL too with --postgres or
// BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test_mem, created when missing; a database of
// its own: the bench empties its newsletter tables). The PostgreSQL server's own memory is not counted.
//
// It needs a production build newer than the sources (`npx next build`), since npm start otherwise builds
// first and the bench would measure a build. A build npm start made records its settings
// (.next/creatorkit-build-settings) and is rebuilt for another SITE_URL: the bench then serves on that
// build's port; without that file it serves on BENCH_PORT (3500). The floor is built in a temp folder of its
// own and served on BENCH_MEMORY_FLOOR_PORT (3501). Linux only (/proc). Every npm start's server has
// `scripts/start.mjs` on its command line: something that stops servers by it (pkill -f) while the bench runs
// stops the bench's too, which then fails rather than measure a server that is gone.

const root = path.resolve(import.meta.dirname, "..");
const DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/test_mem";
const FLOOR_PORT = Number(process.env.BENCH_MEMORY_FLOOR_PORT ?? 3501);
const CLICK_RATE = 1000;
/** As many as bench/memory-setup.ts subscribes. */
const RECIPIENTS = 10_000;
const PAGE_VIEWS = 20;
const LOAD_SECONDS = 5;
const LOAD_CONNECTIONS = 50;
const LEAK_LIMIT = 0.05;
/** The label of the serving process in a tree. */
const SERVER = "node scripts/start.mjs";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Options {
  seconds: number;
  repetitions: number;
  postgres: string | null;
}

function options(args: string[]): Options {
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    const next = i >= 0 ? args[i + 1] : undefined;
    return next && !next.startsWith("--") ? next : undefined;
  };
  const seconds = Number(value("--seconds") ?? 60);
  const repetitions = Number(value("--repetitions") ?? 3);
  if (!(seconds > 0) || !Number.isInteger(repetitions) || repetitions < 1)
    throw new Error("--seconds takes a positive number, --repetitions a whole one");
  const postgres = args.includes("--postgres")
    ? (value("--postgres") ?? process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES)
    : (process.env.BENCH_POSTGRES_URL ?? null);
  return { seconds, repetitions, postgres };
}

// What scripts/start.ts's needsBuild() looks at, so that npm start serves the build instead of making one.
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

/** The port to serve on: the one the build was made for when npm start made it. */
function buildPort(): number {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) throw new Error("no production build: run `npx next build` first");
  const built = statSync(buildId).mtimeMs;
  const newer = SOURCES.find((s) => newestMtime(path.join(root, s)) > built);
  if (newer) throw new Error(`${newer} is newer than the build: run \`npx next build\` again`);
  const requested = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : null;
  const settings = path.join(root, ".next", "creatorkit-build-settings");
  if (!existsSync(settings)) return requested ?? 3500;
  const siteUrl = new URL((JSON.parse(readFileSync(settings, "utf8")) as { siteUrl: string }).siteUrl);
  const port = Number(siteUrl.port || 80);
  if (siteUrl.hostname !== "localhost" || (requested !== null && requested !== port))
    throw new Error(
      `the build was made for ${siteUrl.origin} (.next/creatorkit-build-settings), and npm start would build` +
        ` again for http://localhost:${requested ?? port}: run \`npx next build\` (no settings file) first`,
    );
  return port;
}

// ---- Processes and their memory, from /proc.

interface Process {
  pid: number;
  label: string;
  rss: number;
}

function vmRss(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** A process by what it runs: npm's own title, a program's name, node with its script (from the project). */
function label(pid: number): string {
  let argv: string[];
  try {
    argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    return "?";
  }
  const program = path.basename(argv[0] ?? "?");
  // npm start gives node flags before the script (package.json); the label is node and its script.
  const script = argv.slice(1).find((arg) => !arg.startsWith("-"));
  if (program === "npm" || program.startsWith("npm ") || /[/\\]npm(-cli\.js)?$/.test(script ?? ""))
    return "npm";
  if (program === "node" && script)
    return `node ${path.relative(root, path.resolve(root, script)) || script}`;
  return [program, ...argv.slice(1)].join(" ").slice(0, 40);
}

/** Every process's state, parent and process group (/proc/<pid>/stat's 3rd to 5th fields). */
function processes(): { pid: number; state: string; ppid: number; pgrp: number }[] {
  return readdirSync("/proc").flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      return [];
    }
    // The command in parentheses may hold spaces and parentheses itself: the fields follow the last one.
    const [state, ppid, pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return [{ pid: Number(name), state: state!, ppid: Number(ppid), pgrp: Number(pgrp) }];
  });
}

/** The live processes of a group: a zombie holds no memory, port or file any more. */
const group = (pgid: number) =>
  processes()
    .filter((p) => p.pgrp === pgid && p.state !== "Z")
    .map((p) => p.pid);

/** `pid` and its descendants. */
function tree(pid: number): Process[] {
  const children = new Map<number, number[]>();
  for (const p of processes()) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const found: Process[] = [];
  for (const queue = [pid]; queue.length;) {
    const next = queue.shift()!;
    const rss = vmRss(next);
    if (rss) found.push({ pid: next, label: label(next), rss });
    queue.push(...(children.get(next) ?? []));
  }
  return found;
}

/** Each process's RSS by its label (a second of the same label is numbered), and the tree's total. */
type Sample = Map<string, number>;
const TOTAL = "total";

function sample(pid: number): Sample {
  const result: Sample = new Map();
  for (const p of tree(pid)) {
    let name = p.label;
    for (let n = 2; result.has(name); n++) name = `${p.label} #${n}`;
    result.set(name, p.rss);
  }
  result.set(
    TOTAL,
    [...result.values()].reduce((a, b) => a + b, 0),
  );
  return result;
}

/** The highest of each label over several samples. */
function peakOf(samples: Sample[]): Sample {
  const peak: Sample = new Map();
  for (const s of samples) for (const [name, rss] of s) peak.set(name, Math.max(peak.get(name) ?? 0, rss));
  return peak;
}

// ---- npm start.

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
  /** Set by stopServer: an exit before it is the server's own, or another's stop. */
  stopping: boolean;
}

/** The tree's memory now; throws if the server is gone, whose figures would be nobody's. */
function measure(server: Server): Sample {
  const { exitCode, signalCode } = server.child;
  if (!server.stopping && (exitCode !== null || signalCode !== null))
    throw new Error(`npm start exited (${exitCode ?? signalCode}) while measured`);
  return sample(server.child.pid!);
}

const exitOf = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once("exit", resolve),
  );

/**
 * Every npm start's server has `scripts/start.mjs` on its command line, so a `pkill -f scripts/start.mjs`
 * meant for another stops the bench's too: its graceful stop exits 0, or npm passes the SIGTERM on. A
 * crash exits 1 and is not this.
 */
class StoppedFromOutside extends Error {}
const stoppedFromOutside = (server: Server) =>
  !server.stopping && (server.child.exitCode === 0 || server.child.signalCode === "SIGTERM");

async function health(base: string): Promise<{ statistics: { waiting: number } | null } | null> {
  try {
    const response = await fetch(`${base}/api/health`);
    return response.ok ? ((await response.json()) as { statistics: { waiting: number } | null }) : null;
  } catch {
    return null;
  }
}

/** What to stop when the bench is interrupted: each server's processes, the mail sink. */
const running = new Map<number | string, () => void>();
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    for (const stop of running.values()) stop();
    process.exit(130);
  });

async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<Server> {
  const base = `http://localhost:${port}`;
  if (await health(base)) throw new Error(`port ${port} is already in use`);
  // The real `npm start`, so that every process it runs is measured. Its own process group: stopping the
  // group stops npm, its shell and the server, and nothing else.
  const child = spawn("npm", ["start"], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const server: Server = { child, base, output: () => output, stopping: false };
  running.set(child.pid!, () => group(child.pid!).forEach((pid) => process.kill(pid, "SIGKILL")));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    if (output.includes("building the site")) break;
    if (await health(base)) return server;
    await sleep(250);
  }
  await stopServer(server);
  throw new Error(
    output.includes("building the site")
      ? "npm start began a build: the sources or its settings changed since `npx next build`"
      : `npm start did not serve:\n${output.slice(-4000)}`,
  );
}

async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  const pgid = child.pid!;
  server.stopping = true;
  // The graceful stop npm start's server makes on SIGTERM (lib/shutdown.ts) finishes queued work, and
  // npm exits before it does: the group is waited for, not npm, or the next start (and the setup) would
  // meet a server still holding the port and the database.
  if (group(pgid).length) process.kill(-pgid, "SIGTERM");
  for (const end = Date.now() + 30_000; Date.now() < end && group(pgid).length;) await sleep(100);
  for (const pid of group(pgid)) process.kill(pid, "SIGKILL");
  running.delete(pgid);
}

/** Waits until the statistics log has nothing waiting for the store (twice in a row). */
async function drained(server: Server, limitSeconds = 600): Promise<boolean> {
  let zeros = 0;
  for (const end = Date.now() + limitSeconds * 1000; Date.now() < end; await sleep(100)) {
    measure(server);
    const state = await health(server.base);
    if (state?.statistics && state.statistics.waiting === 0) {
      if (++zeros === 2) return true;
    } else zeros = 0;
  }
  return false;
}

/** bench/memory-setup.ts in `mode`, to its end. */
function setupChild(mode: "prepare" | "due", env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "bench/memory-setup.ts", mode],
    // No SMTP_URL: the bench page's sign-up confirmation would be one mail more in the sink.
    { cwd: root, env: { ...env, SMTP_URL: undefined }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`memory-setup ${mode} failed (${code}):\n${output}`)),
    ),
  );
}

// ---- The loads.

/** Every page viewed PAGE_VIEWS times, then LOAD_SECONDS of load on each of `loaded`. */
async function pageLoad(base: string, pages: string[], loaded: string[]): Promise<void> {
  for (const page of pages)
    for (let i = 0; i < PAGE_VIEWS; i++) {
      const response = await fetch(`${base}${page}`, { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status >= 400) throw new Error(`GET ${page} answered ${response.status}`);
    }
  for (const page of loaded) {
    const result = await runLoad(`${base}${page}`, LOAD_CONNECTIONS, LOAD_SECONDS);
    if (result.failed) console.log(`    ${page}: ${result.failed} of the load's requests failed`);
  }
}

async function pageBytes(url: string): Promise<number> {
  return (await (await fetch(url)).arrayBuffer()).byteLength;
}

// ---- One setup.

interface SetupResult {
  setup: string;
  idle: Sample;
  pages: Sample;
  clicks: Sample[];
  send: Sample;
  sendPeak: Sample;
  sendSeconds: number;
  /** Bytes of / and /blog, for the floor pages of their size. */
  sizes: number[];
}

/** The database named in `url`, created when missing (through the server's `postgres` database). */
async function ensureDatabase(url: string): Promise<void> {
  const probe = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await probe`select 1`;
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== "3D000") throw error;
  } finally {
    await probe.end();
  }
  const maintenance = new URL(url);
  const name = maintenance.pathname.slice(1);
  maintenance.pathname = "/postgres";
  const admin = postgres(maintenance.toString(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

async function runSetup(
  setup: string,
  databaseUrl: string | null,
  o: Options,
  port: number,
): Promise<SetupResult> {
  const dataDir = path.join(root, ".data/bench-memory", setup);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "prepared.json");
  if (databaseUrl) await ensureDatabase(databaseUrl);
  const sink = await startSmtpSink({ keep: true });
  running.set("sink", () => void sink.kill());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    ADMIN_PASSWORD: "memory-bench-password",
    SMTP_URL: sink.url,
    // The highest lib/env.ts allows: the send of RECIPIENTS takes a minute at least.
    NEWSLETTER_SENDS_PER_MINUTE: "10000",
    BENCH_MEMORY_FILE: file,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  delete env.STATS_DUCKDB_PATH;
  delete env.EVENT_LOG_DIR;
  let server: Server | null = null;
  try {
    await setupChild("prepare", env);
    const prepared = JSON.parse(readFileSync(file, "utf8")) as { slug: string; linkIds: string[] };
    server = await startServer(env, port);
    await sleep(10_000);
    const idle = measure(server);
    console.log(`    idle: ${summary(idle)}`);

    const pages = (await pagesToMeasure(server.base)).map((p) => p.path);
    const sizes = [await pageBytes(`${server.base}/`), await pageBytes(`${server.base}/blog`)];
    await pageLoad(server.base, pages, ["/", "/blog"]);
    const afterPages = measure(server);
    console.log(`    after ${pages.length} pages: ${summary(afterPages)}`);

    const afterClicks: Sample[] = [];
    for (let rep = 1; rep <= o.repetitions; rep++) {
      const result = await clicks(
        `${server.base}/l/${prepared.slug}/go/${prepared.linkIds[0]}`,
        CLICK_RATE,
        o.seconds,
      );
      const wasDrained = await drained(server);
      afterClicks.push(measure(server));
      const other = result["1xx"] + result["2xx"] + result["4xx"] + result["5xx"] + result.errors;
      console.log(
        `    clicks ${rep}: ${result["3xx"].toLocaleString("en-US")} answered 302` +
          `${other ? `, ${other} not` : ""}${wasDrained ? "" : ", log NOT drained in 600 s"}: ${summary(afterClicks.at(-1)!)}`,
      );
    }
    await stopServer(server);

    await setupChild("due", env);
    sink.clear();
    const started = Date.now();
    server = await startServer(env, port);
    const samples: Sample[] = [];
    const sendPid = server.child.pid!;
    const sampler = setInterval(() => samples.push(sample(sendPid)), 200);
    let sent = 0;
    try {
      for (const end = started + 600_000; Date.now() < end; await sleep(1000)) {
        measure(server);
        sent = sink.messages().length;
        if (sent >= RECIPIENTS) break;
      }
    } finally {
      clearInterval(sampler);
    }
    const sendSeconds = (Date.now() - started) / 1000;
    const afterSend = measure(server);
    samples.push(afterSend);
    if (sent < RECIPIENTS)
      console.log(
        `    only ${sent} of ${RECIPIENTS} mails arrived in 600 s:\n${server.output().slice(-3000)}`,
      );
    console.log(
      `    ${sent.toLocaleString("en-US")} mails in ${sendSeconds.toFixed(1)} s: ${summary(afterSend)}`,
    );
    await stopServer(server);
    server = null;
    return {
      setup,
      idle,
      pages: afterPages,
      clicks: afterClicks,
      send: afterSend,
      sendPeak: peakOf(samples),
      sendSeconds,
      sizes,
    };
  } catch (error) {
    // A server stopped from outside fails a request before its exit is seen.
    if (server && !server.stopping) await Promise.race([exitOf(server.child), sleep(2000)]);
    const outside = server !== null && stoppedFromOutside(server);
    const output = server?.output().slice(-4000);
    if (server) await stopServer(server);
    const message = `${(error as Error).message}${output ? `\n--- npm start's output ---\n${output}` : ""}`;
    throw outside ? new StoppedFromOutside(message) : new Error(message);
  } finally {
    await sink.close();
    running.delete("sink");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- The floor.

interface FloorResult {
  idle: Sample;
  pages: Sample;
}

async function runFloor(sizes: number[]): Promise<FloorResult> {
  // A folder of its own: bench/floor.ts's shared one may be in use by another run of the floor bench.
  const app = path.join(tmpdir(), "creatorkit-floor-memory");
  writeApp(app);
  buildApp(app);
  const server = await startFloor(app, FLOOR_PORT);
  running.set(server.pid!, () => tree(server.pid!).forEach((p) => process.kill(p.pid, "SIGKILL")));
  try {
    const base = `http://localhost:${FLOOR_PORT}`;
    await sleep(10_000);
    const idle = sample(server.pid!);
    const floor = await floorPages(base);
    await pageLoad(
      base,
      floor.map((p) => p.path),
      sizes.map((size) => nearestFloorPage(size, floor)),
    );
    return { idle, pages: sample(server.pid!) };
  } finally {
    // Should next start run its server in a child of its own, that goes too.
    const left = tree(server.pid!);
    server.kill();
    await sleep(1000);
    for (const p of left) if (vmRss(p.pid)) process.kill(p.pid, "SIGKILL");
    running.delete(server.pid!);
    rmSync(app, { recursive: true, force: true });
  }
}

// ---- Output.

const mb = (bytes: number | undefined) => (bytes === undefined ? "—" : (bytes / 1048576).toFixed(0));
const summary = (s: Sample) =>
  `${SERVER} ${mb(s.get(SERVER))} MB, all ${s.size - 1} processes ${mb(s.get(TOTAL))} MB`;

export async function benchMemory(args = process.argv.slice(3)): Promise<void> {
  const o = options(args);
  const port = buildPort();
  const setups: [string, string | null][] = [["embedded", null]];
  if (o.postgres) setups.push(["postgres", o.postgres]);
  console.log(
    `\nMemory of npm start (RSS of each process): idle, after pages, after ${o.repetitions} × ${o.seconds} s of bio clicks` +
      ` at ${CLICK_RATE}/s, after a ${RECIPIENTS.toLocaleString("en-US")}-recipient send; port ${port}`,
  );
  const results: SetupResult[] = [];
  for (const [setup, url] of setups) {
    console.log(`  ${setup}${url ? ` (${url})` : ""}…`);
    for (let attempt = 1; ; attempt++) {
      try {
        results.push(await runSetup(setup, url, o, port));
        break;
      } catch (error) {
        if (!(error instanceof StoppedFromOutside) || attempt === 3) throw error;
        console.log("    npm start was stopped from outside (a pkill -f scripts/start.mjs?): again");
      }
    }
  }
  rmSync(path.join(root, ".data/bench-memory"), { recursive: true, force: true });
  console.log("  floor (bare Next.js app)…");
  const floor = await runFloor(results[0]!.sizes);

  const setupLabel = (s: string) => (s === "embedded" ? "PGlite + DuckDB" : "PostgreSQL");
  const heads = [
    "setup",
    "process",
    "idle",
    "after pages",
    ...Array.from({ length: o.repetitions }, (_, i) => `after clicks ${i + 1}`),
    `after ${RECIPIENTS / 1000}k send (peak)`,
  ];
  const rows: string[][] = [];
  for (const r of results) {
    const labels = new Set([r.idle, r.pages, ...r.clicks, r.send, r.sendPeak].flatMap((s) => [...s.keys()]));
    // The tree's total last, the server first of the processes.
    const ordered = [...labels]
      .filter((l) => l !== TOTAL)
      .sort((a, b) => Number(b === SERVER) - Number(a === SERVER) || a.localeCompare(b));
    for (const name of [...ordered, TOTAL])
      rows.push([
        setupLabel(r.setup),
        name,
        mb(r.idle.get(name)),
        mb(r.pages.get(name)),
        ...r.clicks.map((s) => mb(s.get(name))),
        `${mb(r.send.get(name))} (${mb(r.sendPeak.get(name))})`,
      ]);
  }
  for (const name of [...floor.idle.keys()])
    rows.push([
      "floor",
      name,
      mb(floor.idle.get(name)),
      mb(floor.pages.get(name)),
      ...Array.from({ length: o.repetitions }, () => "—"),
      "—",
    ]);
  const widths = heads.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `  | ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  console.log(`\n${line(heads)}`);
  console.log(`  | ${widths.map((w) => "-".repeat(w)).join(" | ")} |`);
  for (const row of rows) console.log(line(row));
  console.log(
    "  (MB of VmRSS; total: every process of the tree; peak: the highest of samples every 200 ms from the start\n" +
      `  that sends until the last mail reached the sink; floor: \`next start\` of bench/floor.ts's app, same page load)`,
  );
  for (const r of results) {
    const server = (s: Sample) => s.get(SERVER) ?? 0;
    const share = (s: Sample) => `${mb(server(s))} of ${mb(s.get(TOTAL))} MB`;
    console.log(
      `  ${setupLabel(r.setup)}: the server is ${share(r.idle)} idle, ${share(r.clicks.at(-1)!)} after the clicks,` +
        ` ${share(r.sendPeak)} at the send's peak (${r.sendSeconds.toFixed(1)} s from its start to the last mail)`,
    );
    const first = server(r.clicks[0]!);
    const last = server(r.clicks.at(-1)!);
    const growth = (last - first) / first;
    console.log(
      r.clicks.length < 2
        ? `  leak check ${setupLabel(r.setup)}: one repetition only, nothing to compare`
        : `  leak check ${setupLabel(r.setup)}: the server ${mb(first)} → ${mb(last)} MB from clicks 1 to ${r.clicks.length}` +
            ` (${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)} %): ${growth > LEAK_LIMIT ? `GROWS (above ${LEAK_LIMIT * 100} %)` : "no growth"}`,
    );
  }
}
