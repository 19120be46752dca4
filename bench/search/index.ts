import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { getBlogAnalytics, getViewsPerDay } from "@/lib/blog/analytics";
import { getPostStats, listPosts, listTerms } from "@/lib/blog/queries";
import { searchPublishedPosts } from "@/lib/blog/search-queries";
import { postListFiltersSchema } from "@/lib/blog/validation";
import { closeConnection, connection, openConnection, setConnection } from "@/lib/db";
import { runMigrations } from "@/lib/db/migrate";
import { generateBlog, POST_COUNT, TOPIC_WORDS, VIEW_DAYS, VOCABULARY } from "./data";

// `npm run bench -- search`: builds the synthetic blog in a fresh in-memory PGlite and in the PostgreSQL
// database BENCH_DATABASE_URL (default test_search on localhost; its public schema is dropped first),
// then calls the app's own query functions concurrently, as the pages do, and prints percentiles in ms.
// BENCH_TARGETS=postgres (or pglite) runs one; BENCH_SEARCH_CALLS and BENCH_ADMIN_CALLS set the counts.

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test_search";
const CONCURRENCY = 10;
const SEARCH_CALLS = Number(process.env.BENCH_SEARCH_CALLS ?? 1000);
const ADMIN_CALLS = Number(process.env.BENCH_ADMIN_CALLS ?? 300);

type Call = () => Promise<unknown>;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Runs the calls with `concurrency` callers at once, each taking the next call when it is done. */
async function measure(calls: Call[], concurrency: number) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const call = calls[next++]!;
      const start = performance.now();
      await call();
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1)!,
  };
}

/** Queries as visitors type them: topic words, common and rare words, two words, a phrase, "or", "-". */
function searchQueries(): string[] {
  const topic = (i: number) => TOPIC_WORDS[i % TOPIC_WORDS.length]!;
  const common = (i: number) => VOCABULARY[i % 5]!; // each in most posts
  const rare = (i: number) => VOCABULARY[300 + ((i * 37) % 4_000)]!;
  const shapes = [
    topic,
    common,
    rare,
    (i: number) => `${topic(i)} ${common(i + 1)}`,
    (i: number) => `"${common(i)} ${common(i + 2)}"`,
    (i: number) => `${rare(i)} or ${topic(i + 1)}`,
    (i: number) => `${topic(i)} -${common(i)}`,
    (i: number) => `nothingmatches${i}`,
  ];
  return Array.from({ length: SEARCH_CALLS }, (_, i) => shapes[i % shapes.length]!(i));
}

/** Every filter and sort the admin posts screen offers, and later pages. */
function adminListCalls(): Call[] {
  const sorts = ["created_at", "updated_at", "published_at", "views", "title"];
  const variants: Record<string, string>[] = [{}];
  for (const sort of sorts) for (const dir of ["asc", "desc"]) variants.push({ sort, dir });
  for (const status of ["published", "draft", "scheduled"])
    variants.push({ status }, { status, sort: "views" });
  variants.push({ category: "3" }, { category: "5", sort: "title", dir: "asc" }, { page: "40" });
  variants.push({ q: "marketing" }, { q: TOPIC_WORDS[12]!, status: "draft" }, { q: VOCABULARY[0]! });
  // The page loads the list, the stat tiles and the category filter together.
  return Array.from({ length: ADMIN_CALLS }, (_, i) => {
    const filters = postListFiltersSchema.parse(variants[i % variants.length]);
    return () => Promise.all([listPosts(filters), getPostStats(), listTerms("category")]);
  });
}

function dashboardCalls(): Call[] {
  return Array.from(
    { length: ADMIN_CALLS },
    () => () => Promise.all([getBlogAnalytics(), getViewsPerDay(30)]),
  );
}

const format = (r: Awaited<ReturnType<typeof measure>>) =>
  [r.p50, r.p95, r.p99, r.max].map((t) => t.toFixed(1).padStart(9)).join("");

async function benchDatabase(label: string, url: string) {
  setConnection(openConnection(url));
  const conn = connection();
  if (conn.driver === "postgres") {
    await conn.db.execute(sql`drop schema if exists public cascade`);
    await conn.db.execute(sql`drop schema if exists drizzle cascade`);
    await conn.db.execute(sql`create schema public`);
  }
  await runMigrations(conn);
  const built = performance.now();
  await generateBlog(conn.driver);
  console.log(
    `\n${label}: ${POST_COUNT} posts, ${VIEW_DAYS} view-days, built in ${((performance.now() - built) / 1000).toFixed(1)} s`,
  );
  console.log(`${"".padEnd(44)}${["p50", "p95", "p99", "max"].map((h) => h.padStart(9)).join("")}`);

  const queries = searchQueries();
  const [topic, common] = await Promise.all([
    searchPublishedPosts(TOPIC_WORDS[0]!),
    searchPublishedPosts(VOCABULARY[0]!),
  ]);
  console.log(`  (a topic word matches ${topic.total} published posts, the commonest word ${common.total})`);
  const rows: [string, Call[], number][] = [
    [
      `search, ${CONCURRENCY} concurrent callers`,
      queries.map((q) => () => searchPublishedPosts(q)),
      CONCURRENCY,
    ],
    ["admin posts list, 1 caller", adminListCalls(), 1],
    [`admin posts list, ${CONCURRENCY} concurrent callers`, adminListCalls(), CONCURRENCY],
    ["dashboard, 1 caller", dashboardCalls(), 1],
    [`dashboard, ${CONCURRENCY} concurrent callers`, dashboardCalls(), CONCURRENCY],
  ];
  for (const [name, calls, concurrency] of rows) {
    await measure(calls.slice(0, 20), concurrency); // warm-up
    console.log(`  ${name.padEnd(42)}${format(await measure(calls, concurrency))}`);
  }
  await closeConnection();
}

export async function benchSearch() {
  console.log("Blog search, admin posts list and dashboard: the app's query functions, latency in ms");
  console.log(
    "(each admin call is what its page loads: list + stat tiles + categories; analytics + 30-day chart)",
  );
  const targets = (process.env.BENCH_TARGETS ?? "pglite,postgres").split(",");
  if (targets.includes("pglite")) await benchDatabase("PGlite (in memory, one connection)", "memory://");
  if (targets.includes("postgres")) {
    const name = new URL(POSTGRES_URL).pathname.slice(1);
    await benchDatabase(`PostgreSQL (${name}, 10 connections)`, POSTGRES_URL);
  }
}
