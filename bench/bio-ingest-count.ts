import { sql } from "drizzle-orm";
import { closeStatsStore, statsStore } from "@/lib/biolinks/stats/store";
import { closeConnection } from "@/lib/db";

// The events of one page per block, read from the statistics store once bench/bio-ingest.ts's server has
// stopped (DuckDB is one process's file). Same environment as the server; prints JSON.

const pageId = process.env.BENCH_PAGE_ID;
if (!pageId) throw new Error("BENCH_PAGE_ID is not set");
const store = await statsStore();
const rows = await store.all<{ block_id: string; n: number; visitors: number }>(
  sql`select block_id::varchar as block_id, count(*) as n, count(distinct visitor) as visitors
      from bio_page_events where page_id = ${pageId}::uuid group by block_id`,
);
await closeStatsStore();
await closeConnection();
console.log(
  JSON.stringify(
    Object.fromEntries(rows.map((r) => [r.block_id, { events: Number(r.n), visitors: Number(r.visitors) }])),
  ),
);
process.exit(0);
