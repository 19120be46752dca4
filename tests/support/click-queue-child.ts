import { createServer } from "node:http";
import { writeSync } from "node:fs";
import { sql } from "drizzle-orm";
import { VIEW_BLOCK_ID } from "@/lib/biolinks/stats/event";
import { drainEvents, recordEvent, startConsumer } from "@/lib/biolinks/stats/pipeline";
import { statsStore } from "@/lib/biolinks/stats/store";
import { connection } from "@/lib/db";
import { runMigrations } from "@/lib/db/migrate";
import { stopGracefully } from "@/lib/shutdown";
import { NO_VALUES } from "./event-values";

// A process with the bio event log and npm start's graceful stop (biolinks-click-queue-stop.test.ts), on
// an embedded database of its own (DATABASE_URL=file:…, so its log and store sit beside it):
// - "clicks": records a click about every millisecond, each with a visitor key of its own (its index from
//   CLICKS_FROM on), until it is stopped (SIGTERM: it says how many it recorded) or killed;
// - "count": applies whatever log it finds and prints what the store holds.

const PAGE = "0b8c6a3e-7f7d-4c53-9d0a-2f1e5b6c7d8e";
await runMigrations(connection());

if (process.argv[2] === "count") {
  await drainEvents();
  const [row] = await (
    await statsStore()
  ).all<{ n: number; keys: number; last: number; top: number }>(
    sql`select count(*) as n, count(distinct visitor) as keys, coalesce(max(time), 0) as last,
        coalesce(max(visitor), -1) as top from bio_page_events`,
  );
  process.stdout.write(
    `${JSON.stringify({ n: Number(row!.n), keys: Number(row!.keys), last: Number(row!.last), top: Number(row!.top) })}\n`,
  );
  process.exit(0);
}

// As npm start's server does, the store is opened before the clicks come (it then applies the log it found).
startConsumer();
await statsStore();
let next = Number(process.env.CLICKS_FROM ?? 0);
let recorded = 0;
const timer = setInterval(() => {
  for (let i = 0; i < 2; i++) {
    recordEvent({
      time: Date.now(),
      pageId: PAGE,
      blockId: VIEW_BLOCK_ID,
      visitor: String(next++),
      ...NO_VALUES,
      device: "desktop",
      variant: null,
    });
    recorded++;
  }
}, 1);
// Before stopGracefully's own listener: no click after the stop began.
process.once("SIGTERM", () => clearInterval(timer));
process.once("exit", () => writeSync(1, `recorded ${recorded}\n`));
const server = createServer((_, response) => response.end());
server.listen(0);
stopGracefully(server);
process.stdout.write("ready\n");
