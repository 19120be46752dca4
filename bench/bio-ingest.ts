import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

// `npm run bench -- bio-ingest [--rates 1000,2500,5000,7500] [--seconds 60] [--postgres [URL]]`: bio clicks
// of distinct visitors at a fixed rate against npm start's server, and whether each acknowledged click ends up
// counted. For each rate, a server of its own (a fresh DATA_DIR: its event log, its DuckDB file, and on the
// embedded setup its PGlite) with one page of links, started as npm start starts it from the current
// production build (bench/bio-ingest-server.ts; run `npx next build` first), TRUST_PROXY=1 so that each
// request's X-Forwarded-For is its visitor. autocannon sends `rate × seconds` clicks
// (GET /l/{slug}/go/{blockId}, a new address each and a browser's User-Agent) at that overall rate, stopped
// after twice the time at the latest; then the bench waits for the event log's backlog to reach the store
// (/api/health's statistics.waiting = 0), stops the server (a graceful stop) and counts the link's events in
// the store. The server's RSS is sampled from /proc/<pid>/status all along. Embedded (PGlite + DuckDB)
// always; PostgreSQL (store bio_page_events) too with --postgres or BENCH_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/test_c; a database of its own: pages and events are added to it).

const root = path.resolve(import.meta.dirname, "..");
const DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/test_c";
const PORT = Number(process.env.BENCH_PORT ?? 3311);
const BASE = `http://localhost:${PORT}`;
const USER_AGENTS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98 (iPhone15,2; iOS 17_5; en_US; en; scale=3.00; 1179x2556; 606206185)",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
];
// First octets of public address blocks (no private, loopback or shared ranges): visitors from many countries.
const FIRST_OCTETS = [
  23, 31, 41, 45, 51, 62, 77, 81, 85, 89, 91, 101, 103, 109, 130, 141, 151, 176, 185, 190,
];

/** The n-th visitor's address: distinct for every n below 20 × 2^24. */
function address(n: number): string {
  const first = FIRST_OCTETS[n % FIRST_OCTETS.length]!;
  const rest = Math.floor(n / FIRST_OCTETS.length);
  return `${first}.${(rest >> 16) & 255}.${(rest >> 8) & 255}.${rest & 255}`;
}

interface Options {
  rates: number[];
  seconds: number;
  postgres: string | null;
}

function options(args: string[]): Options {
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    const next = i >= 0 ? args[i + 1] : undefined;
    return next && !next.startsWith("--") ? next : undefined;
  };
  const rates = (value("--rates") ?? "1000,2500,5000,7500").split(",").map(Number);
  if (rates.some((r) => !Number.isInteger(r) || r < 1))
    throw new Error("--rates takes whole numbers: 1000,5000");
  const postgres = args.includes("--postgres")
    ? (value("--postgres") ?? process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES)
    : (process.env.BENCH_POSTGRES_URL ?? null);
  return { rates, seconds: Number(value("--seconds") ?? 60), postgres };
}

interface Page {
  slug: string;
  pageId: string;
  linkIds: string[];
}

interface Server {
  child: ChildProcess;
  output: () => string;
  /** Highest VmRSS sampled so far (bytes), and the latest. */
  rss: { peak: number; last: number };
  stopSampling: () => void;
}

function vmRss(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  if (
    await fetch(`${BASE}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${PORT} is already in use`);
  const child = spawn(process.execPath, ["bench/bio-ingest-start.mjs"], {
    cwd: root,
    env,
    // Its own process group, so that stopping it stops it and nothing else.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const rss = { peak: 0, last: 0 };
  const timer = setInterval(() => {
    rss.last = vmRss(child.pid!);
    rss.peak = Math.max(rss.peak, rss.last);
  }, 100);
  const server = { child, output: () => output, rss, stopSampling: () => clearInterval(timer) };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await health()) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopServer(server);
  throw new Error(`the server did not start:\n${output}`);
}

async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode === null && child.pid) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
  }
  server.stopSampling();
}

interface Health {
  statistics: { waiting: number; lastSeq: number; storeError: string | null } | null;
}

async function health(): Promise<Health | null> {
  try {
    const response = await fetch(`${BASE}/api/health`);
    return response.ok ? ((await response.json()) as Health) : null;
  } catch {
    return null;
  }
}

/** Waits until the log has nothing waiting for the store (twice in a row); the seconds it took. */
async function drained(
  limitSeconds: number,
): Promise<{ seconds: number; drained: boolean; error: string | null }> {
  const started = Date.now();
  let zeros = 0;
  let error: string | null = null;
  while (Date.now() - started < limitSeconds * 1000) {
    const state = await health();
    error = state?.statistics?.storeError ?? error;
    if (state?.statistics && state.statistics.waiting === 0) {
      if (++zeros === 2) return { seconds: (Date.now() - started) / 1000, drained: true, error };
    } else zeros = 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { seconds: (Date.now() - started) / 1000, drained: false, error };
}

let visitor = 0;
/** Requests autocannon has made (each with its own visitor). */
let made = 0;

/** `rate × seconds` clicks on `url`, each from a visitor of its own (bench/memory.ts's click load too). */
export function load(url: string, rate: number, seconds: number): Promise<autocannon.Result> {
  const amount = rate * seconds;
  let finish: (error: Error | null, result: autocannon.Result) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = (error, result) => (error ? reject(error) : resolve(result));
  });
  const options: autocannon.Options = {
    url,
    // Enough connections for the rate at a few ms a click; each sends its share of the rate.
    connections: Math.min(200, Math.max(20, Math.ceil(rate / 40))),
    overallRate: rate,
    amount,
    timeout: 10,
    headers: { "user-agent": USER_AGENTS[0]! },
    requests: [
      {
        setupRequest: (request) => {
          made++;
          const n = visitor++;
          return {
            ...request,
            headers: {
              ...request.headers,
              "x-forwarded-for": address(n),
              "user-agent": USER_AGENTS[n % USER_AGENTS.length]!,
            },
          };
        },
      },
    ],
  };
  const instance = autocannon(options, (error, result) => finish(error, result));
  // Bounded in time too: a server that falls behind is not waited for past twice the run's length.
  const limit = setTimeout(() => instance.stop(), (2 * seconds + 10) * 1000);
  return done.finally(() => clearTimeout(limit));
}

function countEvents(
  env: NodeJS.ProcessEnv,
  pageId: string,
): Record<string, { events: number; visitors: number }> {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      "bench/bio-ingest-count.ts",
    ],
    { cwd: root, env: { ...env, BENCH_PAGE_ID: pageId }, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`counting failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1)!) as Record<
    string,
    { events: number; visitors: number }
  >;
}

interface Row {
  setup: string;
  rate: number;
  sent: number;
  acknowledged: number;
  other: number;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
  counted: number;
  visitors: number;
  drainSeconds: number;
  drained: boolean;
  storeError: string | null;
  rssIdle: number;
  rssPeak: number;
  loadSeconds: number;
}

async function runRate(
  setup: string,
  databaseUrl: string | null,
  rate: number,
  seconds: number,
): Promise<Row> {
  const dataDir = path.join(root, ".data/bench-bio-ingest", `${setup}-${rate}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const pageFile = path.join(dataDir, "page.json");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    SITE_URL: BASE,
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    ADMIN_PASSWORD: "ingest-bench-password",
    BENCH_PAGE_FILE: pageFile,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  delete env.STATS_DUCKDB_PATH;
  delete env.EVENT_LOG_DIR;
  const server = await startServer(env);
  let row: Row;
  try {
    const page = JSON.parse(readFileSync(pageFile, "utf8")) as Page;
    // Warm-up on another link: the route, its cached target and the store opened (not counted below).
    await load(`${BASE}/l/${page.slug}/go/${page.linkIds[1]}`, 200, 2);
    await drained(60);
    const rssIdle = server.rss.last;
    // The peak of the load and its drain, not of the start (migrations, demo content).
    server.rss.peak = rssIdle;
    const url = `${BASE}/l/${page.slug}/go/${page.linkIds[0]}`;
    const started = Date.now();
    made = 0;
    const result = await load(url, rate, seconds);
    const loadSeconds = (Date.now() - started) / 1000;
    const drain = await drained(600);
    const rssPeak = server.rss.peak;
    await stopServer(server);
    const counts = countEvents(env, page.pageId);
    row = {
      setup,
      rate,
      // autocannon's own requests.sent runs ahead of what went out (it counts a connection's queued turns).
      sent: made,
      acknowledged: result["3xx"],
      other: result["1xx"] + result["2xx"] + result["4xx"] + result["5xx"],
      errors: result.errors,
      timeouts: result.timeouts,
      p50: result.latency.p50,
      p99: result.latency.p99,
      counted: counts[page.linkIds[0]!]?.events ?? 0,
      visitors: counts[page.linkIds[0]!]?.visitors ?? 0,
      drainSeconds: drain.seconds,
      drained: drain.drained,
      storeError: drain.error,
      rssIdle,
      rssPeak,
      loadSeconds,
    };
  } catch (error) {
    await stopServer(server);
    throw new Error(`${(error as Error).message}\n--- server output ---\n${server.output().slice(-4000)}`);
  }
  rmSync(dataDir, { recursive: true, force: true });
  return row;
}

const n = (value: number) => Math.round(value).toLocaleString("en-US");
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

export async function benchBioIngest(args = process.argv.slice(3)): Promise<void> {
  const o = options(args);
  const setups: [string, string | null][] = [["embedded", null]];
  if (o.postgres) setups.push(["postgres", o.postgres]);
  console.log(
    `\nBio click ingest: distinct visitors' clicks at a fixed rate for ${o.seconds} s, npm start's server (TRUST_PROXY=1)`,
  );
  const rows: Row[] = [];
  for (const [setup, url] of setups) {
    for (const rate of o.rates) {
      console.log(`  ${setup}, ${n(rate)}/s…`);
      const row = await runRate(setup, url, rate, o.seconds);
      rows.push(row);
      console.log(
        `    sent ${n(row.sent)} in ${row.loadSeconds.toFixed(1)} s, 302 ${n(row.acknowledged)}, counted ${n(row.counted)}` +
          ` (${n(row.visitors)} visitors), drained in ${row.drainSeconds.toFixed(1)} s, RSS ${mb(row.rssIdle)} → ${mb(row.rssPeak)}`,
      );
    }
  }
  const setupLabel = (s: string) => (s === "embedded" ? "PGlite + DuckDB" : "PostgreSQL");
  console.log(
    "\n  | setup           | rate/s | reached/s | sent    | 302     | counted | exact | p50 / p99 ms | drain   | RSS idle → peak |",
  );
  console.log(
    "  | --------------- | ------ | --------- | ------- | ------- | ------- | ----- | ------------ | ------- | --------------- |",
  );
  for (const r of rows) {
    // Each request is a visitor of its own: a click counted twice would show as more events than visitors.
    // A click cut off in flight when the run stopped may be counted without its 302 having arrived.
    const exact = r.drained && r.counted >= r.acknowledged && r.counted <= r.sent && r.visitors === r.counted;
    const problems = [
      r.other ? `${n(r.other)} other statuses` : "",
      r.errors ? `${n(r.errors)} errors (${n(r.timeouts)} timeouts)` : "",
      r.drained ? "" : "backlog not drained in 600 s",
      r.storeError ? `store: ${r.storeError}` : "",
      r.counted > r.acknowledged ? `${n(r.counted - r.acknowledged)} counted, cut off before their 302` : "",
      r.sent < r.rate * o.seconds
        ? `${n(r.rate * o.seconds - r.sent)} not sent within ${2 * o.seconds + 10} s`
        : "",
    ].filter(Boolean);
    console.log(
      `  | ${setupLabel(r.setup).padEnd(15)} | ${n(r.rate).padStart(6)} | ${n(r.sent / r.loadSeconds).padStart(9)} | ${n(r.sent).padStart(7)} | ${n(r.acknowledged).padStart(7)} | ${n(r.counted).padStart(7)} | ${(exact ? "yes" : "no").padEnd(5)} | ${`${r.p50} / ${r.p99}`.padStart(12)} | ${`${r.drainSeconds.toFixed(1)} s`.padStart(7)} | ${`${mb(r.rssIdle)} → ${mb(r.rssPeak)}`.padStart(15)} |` +
        (problems.length ? `  ${problems.join("; ")}` : ""),
    );
  }
  console.log(
    "  (exact: every 302 counted, none twice, nothing beyond what was sent; drain: from the last answer until the store holds the log's last event;\n" +
      "  RSS: VmRSS after the warm-up, and its peak during the load and the drain)",
  );
}
