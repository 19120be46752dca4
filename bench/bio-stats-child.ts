import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { and, eq, sql } from "drizzle-orm";
import { getAuth } from "@/lib/auth/auth";
import type { Block } from "@/lib/biolinks/blocks";
import type { Filters } from "@/lib/biolinks/stats/filters";
import { rangeFrom } from "@/lib/biolinks/stats/range";
import { getStatsView } from "@/lib/biolinks/stats/view";
import { ANY_LINK_BLOCK_ID } from "@/lib/biolinks/queries";
import { createPage, savePage } from "@/lib/biolinks/store";
import { closeConnection, connection, db } from "@/lib/db";
import { runMigrations } from "@/lib/db/migrate";
import { bioBlocks, bioPages, bioStatPairs, bioStatTriples, bioStats, user } from "@/lib/db/schema";
import { copyStatistics } from "./bio-stats-copy";
import { seedYear } from "./bio-stats-seed";

// One database's half of `npm run bench -- bio-stats` (bench/bio-stats.ts runs it for PGlite and PostgreSQL,
// under the react-server condition): seeds the page once (kept between runs), then times each view of the
// statistics screen as the screen asks for it (getStatsView: every query of the view) and prints JSON.

const SLUG = "bench-stats-v1";
const VISITORS_PER_DAY = Number(process.env.BENCH_VISITORS_PER_DAY ?? 14_100);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const DAY = 86_400_000;

async function seededPage() {
  const [page] = await db
    .select({ id: bioPages.id, userId: bioPages.userId })
    .from(bioPages)
    .where(eq(bioPages.slug, SLUG));
  if (page) return { ...page, seconds: 0 };
  const started = performance.now();
  const email = `${SLUG}@example.com`;
  const { user: created } = await getAuth().api.signUpEmail({
    body: { email, password: `bench-password-${randomUUID()}`, name: "Bench" },
  });
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  const made = await createPage(created.id, { slug: SLUG, title: "Statistics bench" }, 1);
  if (!made.ok) throw new Error(`could not create the page: ${made.reason}`);
  const blocks = Array.from({ length: 8 }, (_, i): Block => ({
    id: randomUUID(),
    type: "link",
    title: `Link ${i + 1}`,
    url: `https://example.com/${i + 1}`,
    enabled: true,
    showFrom: "",
    showUntil: "",
  }));
  await savePage(created.id, made.id, {
    title: "Statistics bench",
    displayName: "Bench",
    bio: "",
    theme: { name: "classic" },
    timeZone: "UTC",
    seoTitle: "",
    seoDescription: "",
    noindex: false,
    published: true,
    blocks,
  });
  const linkIds = blocks.map((b) => b.id);
  const copyFrom = process.env.BENCH_COPY_FROM;
  const pglite = connection().pglite;
  if (copyFrom && pglite) {
    await copyStatistics(copyFrom, SLUG, { pglite, pageId: made.id, linkIds });
  } else {
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
    await seedYear(db, made.id, linkIds, { visitorsPerDay: VISITORS_PER_DAY, days: 365 }, today);
  }
  return { id: made.id, userId: created.id, seconds: (performance.now() - started) / 1000 };
}

const dayAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

async function main() {
  await runMigrations(connection());
  const page = await seededPage();
  const [firstLink] = await db
    .select({ id: bioBlocks.id })
    .from(bioBlocks)
    .where(and(eq(bioBlocks.pageId, page.id), eq(bioBlocks.type, "link")))
    .orderBy(bioBlocks.position)
    .limit(1);
  const [size] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      events: sql<number>`coalesce(sum(${bioStats.hits}) filter (where ${bioStats.period} = 'm' and ${bioStats.dimension} = 'total' and ${bioStats.blockId} <> ${ANY_LINK_BLOCK_ID}), 0)::float8`,
      all: sql<number>`count(*) filter (where ${bioStats.dimension} = 'all')::int`,
    })
    .from(bioStats)
    .where(eq(bioStats.pageId, page.id));
  const [pairs] = await db
    .select({ rows: sql<number>`count(*)::int` })
    .from(bioStatPairs)
    .where(eq(bioStatPairs.pageId, page.id));
  const [triples] = await db
    .select({ rows: sql<number>`count(*)::int` })
    .from(bioStatTriples)
    .where(eq(bioStatTriples.pageId, page.id));
  const link = firstLink!.id;
  const views: [string, Record<string, string>, Partial<Filters>][] = [
    ["24 hours", { range: "24h" }, {}],
    ["7 days", { range: "7d" }, {}],
    ["30 days", { range: "30d" }, {}],
    ["90 days", { range: "90d" }, {}],
    ["12 months", { range: "12m" }, {}],
    ["custom, 208 days", { range: "custom", from: dayAgo(250), to: dayAgo(43) }, {}],
    ["30 days, one link", { range: "30d" }, { link }],
    ["7 days, France", { range: "7d" }, { values: { country: "FR" } }],
    ["30 days, France", { range: "30d" }, { values: { country: "FR" } }],
    ["90 days, campaign launch", { range: "90d" }, { values: { utmCampaign: "launch" } }],
    [
      "12 months, link + France + mobile",
      { range: "12m" },
      { link, values: { country: "FR", device: "mobile" } },
    ],
    ["12 months, mobile", { range: "12m" }, { values: { device: "mobile" } }],
    // Two common values: no index narrows the 'all' rows (issue 39's open end).
    ["90 days, mobile + Instagram", { range: "90d" }, { values: { device: "mobile", browser: "Instagram" } }],
    [
      "12 months, mobile + Instagram",
      { range: "12m" },
      { values: { device: "mobile", browser: "Instagram" } },
    ],
  ];
  const results = [];
  for (const [name, query, filters] of views) {
    const { range } = rangeFrom(query);
    const times: number[] = [];
    // A slow view stops after 20 s of runs (at least 5): its p95 is then its slowest.
    for (let i = 0, spent = 0; i < RUNS + 2 && (i < 7 || spent < 20_000); i++) {
      const started = performance.now();
      const view = await getStatsView(page.userId, SLUG, range, { values: {}, ...filters });
      if (!view) throw new Error("the page went away");
      const took = performance.now() - started;
      spent += took;
      if (i >= 2) times.push(took);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
    results.push({ name, p50: at(0.5), p95: at(0.95), runs: times.length });
  }
  await closeConnection();
  console.log(
    JSON.stringify({
      seedSeconds: page.seconds,
      ...size,
      pairs: pairs!.rows,
      triples: triples!.rows,
      views: results,
    }),
  );
}

await main();
