import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";

// `npm run bench -- bio-stats [--events N] [--postgres [URL]] [--reseed] [--runs N]`: one bio page with
// 10 M events (by default) over 13 months in the statistics store, its days before yesterday rolled up as
// the day's upkeep does, and how long each view of its statistics screen takes: p50/p95 of getStatsView
// (every query of the view), and the bytes per event of the events and of the daily rollup. DuckDB always (the embedded store, PGlite for the page itself); PostgreSQL too with --postgres or
// BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test_c; a database of its own: the bench
// migrates it and adds a user, a page and its events). Seeded once per size and kept (DuckDB and PGlite
// under .data/bench-bio-stats/<events>, PostgreSQL's page bench-stats-<events>): the first run seeds, later
// runs only time; --reseed seeds again. Each engine runs in its own process (bench/bio-stats-child.ts).

const root = path.resolve(import.meta.dirname, "..");
const DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/test_c";

interface Result {
  engine: string;
  seedSeconds: number;
  rollSeconds: number;
  events: number;
  rollup: { bytes: number; rows: number };
  bytes: number;
  rows: number;
  end: number;
  views: { name: string; p50: number; p95: number; runs: number; events: number; error: string | null }[];
}

interface Options {
  events: number;
  postgres: string | null;
  reseed: boolean;
  runs: number;
}

function options(args: string[]): Options {
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    const next = i >= 0 ? args[i + 1] : undefined;
    return next && !next.startsWith("--") ? next : undefined;
  };
  const events = Number((value("--events") ?? "10000000").replace(/[_,]/g, ""));
  if (!Number.isInteger(events) || events < 1000) throw new Error("--events takes a count of at least 1000");
  const postgres = args.includes("--postgres")
    ? (value("--postgres") ?? process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES)
    : (process.env.BENCH_POSTGRES_URL ?? null);
  return { events, postgres, reseed: args.includes("--reseed"), runs: Number(value("--runs") ?? 9) };
}

function run(label: string, env: Record<string, string>, o: Options): Result {
  console.log(`  ${label}:`);
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      "bench/bio-stats-child.ts",
    ],
    {
      env: {
        ...process.env,
        ...env,
        BENCH_EVENTS: String(o.events),
        BENCH_RUNS: String(o.runs),
        BENCH_RESEED: o.reseed ? "1" : "0",
      },
      stdio: ["ignore", "pipe", "inherit"],
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`${label} failed (${result.status}):\n${result.stdout}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1)!) as Result;
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const count = (n: number) => Math.round(n).toLocaleString("en-US");

export async function benchBioStats(args = process.argv.slice(3)): Promise<void> {
  const o = options(args);
  console.log(
    `\nBio-page statistics: one page, ${count(o.events)} events over 13 months; p50 / p95 of getStatsView, ${o.runs} runs a view`,
  );
  const dir = path.join(root, ".data/bench-bio-stats", String(o.events));
  if (o.reseed) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const results: [string, Result][] = [
    [
      "DuckDB",
      run(
        "DuckDB (PGlite for the page)",
        {
          DATABASE_URL: `file:${path.join(dir, "pglite")}`,
          DATA_DIR: dir,
          STATS_DUCKDB_PATH: path.join(dir, "statistics.duckdb"),
        },
        o,
      ),
    ],
  ];
  if (o.postgres) {
    const database = new URL(o.postgres).pathname.slice(1);
    const pgDir = path.join(root, ".data/bench-bio-stats", `postgres-${database}`);
    mkdirSync(pgDir, { recursive: true });
    results.push([
      "PostgreSQL",
      run(`PostgreSQL (${database})`, { DATABASE_URL: o.postgres, DATA_DIR: pgDir }, o),
    ]);
  }
  console.log("");
  for (const [label, r] of results) {
    console.log(
      `  ${label}: ${count(r.events)} events of the page` +
        (r.seedSeconds
          ? `, seeded in ${r.seedSeconds.toFixed(0)} s (${count(r.events / r.seedSeconds)} events/s)`
          : ", kept from an earlier seed") +
        `, ${(r.bytes / 1e6).toFixed(1)} MB for ${count(r.rows)} events in the store: ${(r.bytes / r.rows).toFixed(1)} bytes an event;` +
        ` daily rollup ${(r.rollup.bytes / 1e6).toFixed(1)} MB in ${count(r.rollup.rows)} rows` +
        ` (${(r.rollup.bytes / r.rows).toFixed(1)} bytes an event; ${r.rollSeconds.toFixed(1)} s to roll up what was not)`,
    );
  }
  console.log(`  as of ${new Date(results[0]![1].end).toISOString()} (the seed's last event)\n`);
  const width = 40;
  console.log(
    `  | ${"view".padEnd(width)} | ${results.map(([l]) => `${l} p50 / p95`.padEnd(28)).join(" | ")} |`,
  );
  console.log(`  | ${"-".repeat(width)} | ${results.map(() => "-".repeat(28)).join(" | ")} |`);
  for (let i = 0; i < results[0]![1].views.length; i++) {
    const name = results[0]![1].views[i]!.name;
    const cells = results.map(([, r]) => {
      const view = r.views[i]!;
      const times = view.runs ? `${ms(view.p50)} / ${ms(view.p95)}` : "failed";
      return (view.runs < o.runs ? `${times} (${view.runs} runs)` : times).padEnd(28);
    });
    console.log(`  | ${name.padEnd(width)} | ${cells.join(" | ")} |`);
  }
  for (const [label, r] of results)
    for (const view of r.views) if (view.error) console.log(`  ${label}, ${view.name}: ${view.error}`);
}
