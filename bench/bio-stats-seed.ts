import { sql } from "drizzle-orm";
import { DIMENSIONS, DIMENSION_NAMES, PAIRS, TRIPLES } from "@/lib/biolinks/stats/dimensions";
import type { Database } from "@/lib/db";

// A year of a busy bio page for `npm run bench -- bio-stats`: visitors' rows made in SQL from weighted
// lists (a realistic skew: a few countries, in-app browsers and sources bring most visitors), then summed
// into bio_stats as the writer sums events (lib/biolinks/stats/rollup.ts): day and month rows of every kind,
// and hour rows of the total, each breakdown and every column for the last 3 days; then the pairs of
// breakdowns (bio_stat_pairs) from the day and month rows of every column, and the triples (bio_stat_triples)
// from the month rows. One month at a time, so neither
// database holds more than a month's intermediate rows.

const VIEW = "00000000-0000-0000-0000-000000000000";
const SLOTS = 1000;

/** A list of `SLOTS` values, each repeated by its weight: picking a random slot picks by weight. */
function slots<T>(weighted: [T, number][]): T[] {
  const total = weighted.reduce((n, [, w]) => n + w, 0);
  const list: T[] = [];
  for (const [value, weight] of weighted) {
    for (let i = 0; i < Math.round((weight / total) * SLOTS); i++) list.push(value);
  }
  while (list.length < SLOTS) list.push(weighted[0]![0]);
  return list.slice(0, SLOTS);
}

const LONG_TAIL_COUNTRIES =
  "AR CL CO PE PT BE CH AT IE NO DK FI SE PL CZ RO HU GR TR UA IL AE SA EG NG KE ZA MA GH TZ PK BD LK NP VN TH MY SG KR TW HK JP NZ CN RU KZ UZ AZ GE AM RS HR SI SK BG LT LV EE IS LU MT CY DO PR JM TT CR PA GT HN SV NI VE EC BO PY UY CU QA KW BH OM JO LB IQ IR AF ET UG RW CM CI SN ZW ZM MZ AO NA BW MU".split(
    " ",
  );
const COUNTRIES = slots<string>([
  ["US", 300],
  ["GB", 90],
  ["IN", 80],
  ["BR", 60],
  ["DE", 50],
  ["FR", 50],
  ["CA", 40],
  ["MX", 30],
  ["ES", 30],
  ["IT", 30],
  ["AU", 30],
  ["NL", 20],
  ["PH", 20],
  ["ID", 20],
  ["", 10],
  ...LONG_TAIL_COUNTRIES.map((c, i): [string, number] => [c, 140 / (i + 4)]),
]);
// Browser, system and device come together (an Instagram in-app browser on an iPhone).
const SOFTWARE = slots<[string, string, string]>([
  [["Instagram", "iOS", "mobile"], 24],
  [["Safari", "iOS", "mobile"], 16],
  [["Chrome", "Android", "mobile"], 14],
  [["Instagram", "Android", "mobile"], 10],
  [["TikTok", "iOS", "mobile"], 6],
  [["TikTok", "Android", "mobile"], 4],
  [["Chrome", "Windows", "desktop"], 7],
  [["Safari", "macOS", "desktop"], 4],
  [["Chrome", "macOS", "desktop"], 3],
  [["Edge", "Windows", "desktop"], 2],
  [["Samsung Internet", "Android", "mobile"], 3],
  [["Safari", "iOS", "tablet"], 3],
  [["Facebook", "iOS", "mobile"], 3],
  [["Firefox", "Windows", "desktop"], 1],
]);
const TAIL_HOSTS = Array.from({ length: 40 }, (_, i) => `blog${i + 1}.example`);
const SOURCES = slots<string>([
  ["instagram.com", 350],
  ["", 250],
  ["tiktok.com", 150],
  ["youtube.com", 60],
  ["x.com", 40],
  ["facebook.com", 30],
  ["google.com", 30],
  ["reddit.com", 20],
  ["pinterest.com", 20],
  ...TAIL_HOSTS.map((h, i): [string, number] => [h, 50 / (i + 2)]),
]);
const CAMPAIGNS = slots<[string, string, string]>([
  [["", "", ""], 700],
  [["instagram", "social", "spring-sale"], 60],
  [["instagram", "social", "launch"], 40],
  [["tiktok", "social", "launch"], 40],
  [["newsletter", "email", "weekly"], 50],
  [["newsletter", "email", "black-friday"], 30],
  [["youtube", "video", "tutorial"], 25],
  [["youtube", "video", "review"], 15],
  [["x", "social", "thread"], 15],
  [["facebook", "paid", "retargeting"], 10],
  [["google", "cpc", "brand"], 10],
  [["podcast", "audio", "sponsor"], 5],
]);

const literal = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`);
const pick = (values: string[], slot: string) => sql`(${literal(values)})[${sql.raw(slot)}]`;

const COLUMNS = DIMENSIONS.map((d) => DIMENSION_NAMES[d]);
const BIT = (c: string) => 1 << (COLUMNS.length - 1 - COLUMNS.indexOf(c));
const NONE = (1 << COLUMNS.length) - 1;
// The kinds of row the writer keeps (rollup.ts's KINDS), by the columns they group: the grouping sets of
// one pass over the visitors' rows.
const SETS: { columns: string[]; dimension: string }[] = [
  { columns: [], dimension: "total" },
  ...COLUMNS.map((c) => ({ columns: [c], dimension: c })),
  { columns: COLUMNS, dimension: "all" },
];
const bitsOf = (columns: string[]) => columns.reduce((bits, c) => bits & ~BIT(c), NONE);

export interface SeedShape {
  /** Unique visitors a day (each views the page one to three times). */
  visitorsPerDay: number;
  days: number;
}

/** Seeds `pageId` with `links` link blocks' clicks over the `days` UTC days ending `today`. */
export async function seedYear(db: Database, pageId: string, links: string[], shape: SeedShape, today: Date) {
  const first = new Date(today.getTime() - (shape.days - 1) * 86_400_000);
  const recent = new Date(today.getTime() - 2 * 86_400_000);
  await db.execute(sql`set work_mem = '256MB'`);
  await db.execute(sql`create unlogged table if not exists bench_visitors (
    day date not null, hour int not null, block_id uuid not null, country text not null, device text not null,
    browser text not null, os text not null, referrer text not null, utm_source text not null,
    utm_medium text not null, utm_campaign text not null, hits int not null)`);
  for (let month = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1)); month <= today;) {
    const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
    const from = month < first ? first : month;
    const to = next > today ? new Date(today.getTime() + 86_400_000) : next;
    await db.execute(sql`truncate bench_visitors`);
    // Views: one row a visitor and day. `offset 0` keeps each slot drawn once per row.
    await db.execute(sql`insert into bench_visitors
      select day, hour, ${VIEW}::uuid, ${pick(COUNTRIES, "c")}, ${pick(
        SOFTWARE.map((s) => s[2]),
        "u",
      )},
        ${pick(
          SOFTWARE.map((s) => s[0]),
          "u",
        )}, ${pick(
          SOFTWARE.map((s) => s[1]),
          "u",
        )}, ${pick(SOURCES, "r")},
        ${pick(
          CAMPAIGNS.map((s) => s[0]),
          "k",
        )}, ${pick(
          CAMPAIGNS.map((s) => s[1]),
          "k",
        )},
        ${pick(
          CAMPAIGNS.map((s) => s[2]),
          "k",
        )}, case when h < 0.8 then 1 when h < 0.95 then 2 else 3 end
      from (select d::date as day, floor(random() * 24)::int as hour, 1 + floor(random() * ${SLOTS})::int as c,
              1 + floor(random() * ${SLOTS})::int as u, 1 + floor(random() * ${SLOTS})::int as r,
              1 + floor(random() * ${SLOTS})::int as k, random() as h
            from generate_series(${from.toISOString()}::timestamptz, ${new Date(to.getTime() - 1).toISOString()}::timestamptz, interval '1 day') d,
              generate_series(1, ${shape.visitorsPerDay}) v
            offset 0) s`);
    // Clicks: 45 % of visitors click one of the first half of the links (the top one most), 15 % one of the
    // second half too; 15 % of click rows are repeated clicks. A click takes its view's source.
    const half = Math.ceil(links.length / 2);
    const linkArray = (list: string[]) => sql.raw(`array[${list.map((id) => `'${id}'`).join(",")}]::uuid[]`);
    for (const [list, share] of [
      [links.slice(0, half), 0.45],
      [links.slice(half), 0.15],
    ] as const) {
      if (list.length === 0) continue;
      await db.execute(sql`insert into bench_visitors
        select day, hour, (${linkArray([...list])})[1 + floor(power(random(), 2) * ${list.length})::int], country,
          device, browser, os, referrer, utm_source, utm_medium, utm_campaign,
          case when random() < 0.85 then 1 else 2 end
        from bench_visitors where block_id = ${VIEW}::uuid and random() < ${share}`);
    }
    // Every click again on the block of all links together, as the writer adds it (rollup.ts).
    await db.execute(sql`insert into bench_visitors
      select day, hour, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid, country, device, browser, os, referrer,
        utm_source, utm_medium, utm_campaign, hits
      from bench_visitors where block_id <> ${VIEW}::uuid`);
    for (const period of ["d", "m", "h"] as const) {
      if (period === "h" && to <= recent) continue;
      const key = { d: "v.day", m: "date_trunc('month', v.day)::date", h: "v.day, v.hour" }[period];
      const start =
        period === "h"
          ? "(g.day + make_interval(hours => g.hour)) at time zone 'UTC'"
          : "g.day::timestamp at time zone 'UTC'";
      await db.execute(
        sql.raw(`with g as (
          select grouping(${COLUMNS.join(", ")}) as bits,
            ${period === "m" ? "date_trunc('month', v.day)::date" : "v.day"} as day,
            ${period === "h" ? "v.hour" : "0"} as hour, v.block_id, ${COLUMNS.map((c) => `v.${c}`).join(", ")},
            sum(v.hits)::int as hits, count(*)::int as visitors
          from bench_visitors v
          ${period === "h" ? `where v.day >= '${recent.toISOString().slice(0, 10)}'` : ""}
          group by grouping sets (${SETS.map((set) => `(${[key, "v.block_id", ...set.columns.map((c) => `v.${c}`)].join(", ")})`).join(", ")})
        )
        insert into bio_stats (page_id, period, dimension, start, block_id, ${COLUMNS.join(", ")}, hits, visitors)
        select '${pageId}'::uuid, '${period}', k.dimension, ${start}, g.block_id,
          ${COLUMNS.map((c) => `coalesce(g.${c}, '*')`).join(", ")}, g.hits, g.visitors
        from g join (values ${SETS.map((set) => `(${bitsOf(set.columns)}, '${set.dimension}')`).join(", ")})
          as k(bits, dimension) on k.bits = g.bits`),
      );
    }
    month = next;
  }
  await db.execute(sql`drop table bench_visitors`);
  // Every pair of breakdowns, as the writer adds them (lib/biolinks/stats/pairs.ts), summed from the 'all' rows.
  const pairs = PAIRS.map(([a, b]) => {
    const [first, second] = [DIMENSION_NAMES[a], DIMENSION_NAMES[b]];
    return `('${first}', s.${first}, '${second}', s.${second})`;
  });
  await db.execute(
    sql.raw(`insert into bio_stat_pairs (page_id, period, start, block_id, first, first_value, second,
        second_value, hits, visitors)
      select s.page_id, s.period, s.start, s.block_id, p.first, p.first_value, p.second, p.second_value,
        sum(s.hits)::int, sum(s.visitors)::int
      from bio_stats s cross join lateral (values ${pairs.join(", ")}) as p(first, first_value, second, second_value)
      where s.page_id = '${pageId}' and s.dimension = 'all' and s.period in ('d', 'm')
      group by 1, 2, 3, 4, 5, 6, 7, 8`),
  );
  // Every three breakdowns of the months (lib/biolinks/stats/triples.ts), summed from the 'all' rows.
  const triples = TRIPLES.map((names) => {
    const [a, b, c] = names.map((d) => DIMENSION_NAMES[d]);
    return `('${a}', s.${a}, '${b}', s.${b}, '${c}', s.${c})`;
  });
  await db.execute(
    sql.raw(`insert into bio_stat_triples (page_id, start, block_id, first, first_value, second, second_value,
        third, third_value, hits, visitors)
      select s.page_id, s.start, s.block_id, p.first, p.first_value, p.second, p.second_value, p.third,
        p.third_value, sum(s.hits)::int, sum(s.visitors)::int
      from bio_stats s cross join lateral (values ${triples.join(", ")})
        as p(first, first_value, second, second_value, third, third_value)
      where s.page_id = '${pageId}' and s.dimension = 'all' and s.period = 'm'
      group by 1, 2, 3, 4, 5, 6, 7, 8, 9`),
  );
  await db.execute(sql`analyze bio_stats, bio_stat_pairs, bio_stat_triples`);
}
