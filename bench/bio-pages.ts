import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";

// `npm run bench -- bio`: the link-in-bio speed targets, measured against a production server started
// here (npm start's own path) on PostgreSQL:
// - a click redirect is one indexed write and one read; p99 < 10 ms at 50 connections;
// - the public page from cache is within 10 % of the req/s of a static page of the same size.
// Needs DATABASE_URL=postgres://… (a database of your own: the bench adds a user and pages to it).

const PORT = Number(process.env.BENCH_PORT ?? 3301);
const BASE = `http://localhost:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
// Prerendered at build: the reference is whichever is closest in size to a bio page.
const STATIC_PAGES = ["/about", "/faq", "/privacy-policy", "/terms-of-service", "/disclaimer", "/contact"];
const root = process.cwd();

function startServer(databaseUrl: string, dataDir: string): ChildProcess {
  const server = spawn(process.execPath, ["scripts/start.mjs", "-p", String(PORT)], {
    // Its own process group, so stopping it stops next build / the server it runs, and nothing else.
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    // One proxy hop trusted: each click below comes from its own X-Forwarded-For, a visitor of its own.
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, TRUST_PROXY: "1" },
  });
  return server;
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || !server.pid) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(-server.pid, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.exitCode === null) process.kill(-server.pid, "SIGKILL");
}

async function waitForHealth(server: ChildProcess): Promise<void> {
  // A first start builds the site (a few minutes on a busy machine).
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("the server did not answer /api/health");
}

type SeededPage = { slug: string; links: number; firstLinkId: string | null };

function seedPages(databaseUrl: string, dataDir: string): SeededPage[] {
  // `server-only` modules load only under the react-server condition, as in Next's server bundles.
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", "bench/bio-seed.ts"],
    { env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`seeding failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1)!) as SeededPage[];
}

/** Body size as autocannon receives it (no Accept-Encoding, so no compression), after a warm-up. */
async function bodySize(pathname: string): Promise<{ size: number; cache: string }> {
  let size = 0;
  let cache = "";
  for (let i = 0; i < 3; i++) {
    const response = await fetch(`${BASE}${pathname}`, { headers: { "accept-encoding": "identity" } });
    if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
    size = (await response.arrayBuffer()).byteLength;
    // Next's own word on whether the HTML came from its cache (HIT) or was rendered for this request.
    cache = response.headers.get("x-nextjs-cache") ?? "none";
  }
  return { size, cache };
}

function load(pathname: string, options: Partial<autocannon.Options> = {}): Promise<autocannon.Result> {
  return autocannon({
    url: `${BASE}${pathname}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "user-agent": BROWSER },
    ...options,
  });
}

const randomIp = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

async function tableStats(sql: postgres.Sql) {
  const [db] =
    await sql`select xact_commit::int as commits from pg_stat_database where datname = current_database()`;
  const tables = await sql`
    select relname, seq_scan::int as seq, coalesce(idx_scan, 0)::int as idx,
           n_tup_ins::int as ins, n_tup_upd::int as upd
    from pg_stat_user_tables where relname in ('bio_events', 'bio_blocks', 'bio_pages', 'user')`;
  return { commits: db!.commits as number, tables: new Map(tables.map((t) => [t.relname as string, t])) };
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(10);

async function benchPublicPage(pages: SeededPage[]): Promise<void> {
  const statics = await Promise.all(STATIC_PAGES.map(async (p) => ({ path: p, ...(await bodySize(p)) })));
  const bios = await Promise.all(
    pages.map(async (p) => ({ path: `/l/${p.slug}`, ...(await bodySize(`/l/${p.slug}`)) })),
  );
  const pairs = statics.flatMap((s) => bios.map((b) => ({ s, b, gap: Math.abs(s.size - b.size) / s.size })));
  const { s: reference, b: ours } = pairs.sort((x, y) => x.gap - y.gap)[0]!;
  console.log(
    `\nPublic bio page from the ISR cache vs a prerendered page, ${CONNECTIONS} connections, 2 × ${SECONDS} s each`,
  );
  console.log(
    `  ${"page".padEnd(34)}${"bytes".padStart(10)}${"req/s".padStart(10)}${"p50 ms".padStart(10)}${"p99 ms".padStart(10)}`,
  );
  const runs = { ours: [] as autocannon.Result[], reference: [] as autocannon.Result[] };
  // Alternated, so a neighbour's load on the shared machine falls on both sides alike.
  for (let round = 0; round < 2; round++) {
    runs.reference.push(await load(reference.path));
    runs.ours.push(await load(ours.path));
  }
  const rate = (rs: autocannon.Result[]) => rs.reduce((n, r) => n + r.requests.average, 0) / rs.length;
  const row = (label: string, size: number, rs: autocannon.Result[]) => {
    const sum = (key: "non2xx" | "timeouts" | "errors") => rs.reduce((n, r) => n + r[key], 0);
    const failed = sum("non2xx") + sum("errors");
    console.log(
      `  ${label.padEnd(34)}${fmt(size)}${fmt(rate(rs))}${fmt(rs.at(-1)!.latency.p50)}${fmt(rs.at(-1)!.latency.p99)}` +
        (failed ? `  (${sum("non2xx")} non-2xx, ${sum("timeouts")} timeouts, ${sum("errors")} errors)` : ""),
    );
  };
  row(`static ${reference.path} (${reference.cache})`, reference.size, runs.reference);
  row(`bio ${ours.path.slice(0, 22)} (${ours.cache})`, ours.size, runs.ours);
  const ratio = rate(runs.ours) / rate(runs.reference);
  console.log(
    `  bio / static: ${(ratio * 100).toFixed(1)} % (target ≥ 90 %: ${ratio >= 0.9 ? "met" : "NOT met"})`,
  );
}

async function benchRedirect(pages: SeededPage[], sql: postgres.Sql): Promise<void> {
  const page = pages.find((p) => p.firstLinkId)!;
  const path = `/l/${page.slug}/go/${page.firstLinkId}`;
  const options: Partial<autocannon.Options> = {
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "x-forwarded-for": randomIp() },
        }),
      },
    ],
  };
  const before = await tableStats(sql);
  const single = await load(path, { ...options, connections: 1, duration: Math.max(3, SECONDS / 2) });
  const loaded = await load(path, options);
  // The same 50 connections offered half the rate they reached flat out: the time one click takes at a
  // load the server keeps up with, where the saturated run's p99 is mostly time spent queueing
  // (autocannon corrects a fixed rate's latencies for coordinated omission).
  const rate = Math.max(1, Math.round(loaded.requests.average / 2));
  const paced = await load(path, { ...options, overallRate: rate });
  // Each server connection reports its counters when idle, at most 10 s later (PostgreSQL 15+).
  await new Promise((resolve) => setTimeout(resolve, 11_500));
  const after = await tableStats(sql);
  console.log(`\nClick redirect ${path.replace(page.slug, "…").slice(0, 40)}…, every request a new visitor`);
  console.log(
    `  ${"connections".padEnd(34)}${"req/s".padStart(10)}${"p50 ms".padStart(10)}${"p99 ms".padStart(10)}${"302s".padStart(10)}`,
  );
  for (const [label, r] of [
    ["1", single],
    [String(CONNECTIONS), loaded],
    [`${CONNECTIONS}, offered ${rate} req/s`, paced],
  ] as const) {
    const bad = r.non2xx - r["3xx"] + r.errors;
    console.log(
      `  ${label.padEnd(34)}${fmt(r.requests.average)}${fmt(r.latency.p50)}${fmt(r.latency.p99)}${fmt(r["3xx"])}` +
        (bad ? `  (${bad} errors or other statuses)` : ""),
    );
  }
  console.log(
    `  p99 at ${CONNECTIONS} connections: ${loaded.latency.p99} ms flat out, ${paced.latency.p99} ms at half that rate` +
      ` (target < 10 ms: ${loaded.latency.p99 < 10 ? "met" : paced.latency.p99 < 10 ? "met below saturation only" : "NOT met"})`,
  );
  const delta = (table: string, key: "seq" | "idx" | "ins" | "upd") =>
    Number(after.tables.get(table)?.[key] ?? 0) - Number(before.tables.get(table)?.[key] ?? 0);
  // Clicks the server handled, answered in time or not: each inserts (a new visitor) or bumps one row.
  const handled = delta("bio_events", "ins") + delta("bio_events", "upd");
  const per = (n: number) => (handled ? n / handled : 0).toFixed(2);
  console.log(`  database, per handled click (${handled}):`);
  console.log(
    `    bio_events: ${per(delta("bio_events", "ins"))} inserts, ${per(delta("bio_events", "upd"))} updates`,
  );
  console.log(
    `    index scans: ${["bio_blocks", "bio_pages", "user"].map((t) => `${t} ${per(delta(t, "idx"))}`).join(", ")}` +
      " (bio_pages twice: the read's join and the insert's foreign-key check)",
  );
  console.log(
    `    sequential scans in all: ${["bio_blocks", "bio_pages", "user", "bio_events"].map((t) => `${t} ${delta(t, "seq")}`).join(", ")}`,
  );
  console.log(
    `    transactions: ${per(after.commits - before.commits)} (one per statement; also counts autovacuum and this bench's own queries)`,
  );
}

export async function benchBioPages(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith("postgres")) {
    console.error("The bio bench runs on PostgreSQL: DATABASE_URL=postgres://… npm run bench -- bio");
    process.exitCode = 1;
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "creatorkit-bench-"));
  const server = startServer(databaseUrl, dataDir);
  const sql = postgres(databaseUrl, { max: 1 });
  try {
    await waitForHealth(server);
    const pages = seedPages(databaseUrl, dataDir);
    await benchPublicPage(pages);
    await benchRedirect(pages, sql);
  } finally {
    await sql.end();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
