import { createServer } from "node:http";
import { writeSync } from "node:fs";
import { VIEW_BLOCK_ID } from "@/lib/biolinks/stats/event";
import { recordEvent, startConsumer, statisticsHealth } from "@/lib/biolinks/stats/pipeline";
import { statsStore } from "@/lib/biolinks/stats/store";
import { stopGracefully } from "@/lib/shutdown";
import { NO_VALUES } from "./event-values";

// A process with the bio event log and npm start's graceful stop, on a migrated PostgreSQL (DATABASE_URL)
// whose statistics store the test makes unavailable (biolinks-store-outage.test.ts), its log in
// EVENT_LOG_DIR. It records CLICKS_PER_SECOND views at a steady rate, each with a visitor key of its own
// (0, 1, 2, …), so that the test can count them back exactly; every second it prints a line
// `sample {json}` with its RSS and the pipeline's figures (statisticsHealth()). SIGUSR2 stops the clicks
// and prints `recorded N` (the consumer goes on applying the log); SIGTERM is npm start's graceful stop.

const PAGE = "0b8c6a3e-7f7d-4c53-9d0a-2f1e5b6c7d8e";
const RATE = Number(process.env.CLICKS_PER_SECOND ?? 2000);
/** At most this many in one timer tick: a stalled event loop is not made up for in one burst. */
const MAX_PER_TICK = 50;

// As npm start's server does, the store is opened before the clicks come.
startConsumer();
await statsStore();

let recorded = 0;
let refused = 0;
const startedAt = performance.now();
const timer = setInterval(() => {
  const due = Math.min(
    MAX_PER_TICK,
    Math.floor(((performance.now() - startedAt) * RATE) / 1000) - recorded - refused,
  );
  for (let i = 0; i < due; i++) {
    const kept = recordEvent({
      time: Date.now(),
      pageId: PAGE,
      blockId: VIEW_BLOCK_ID,
      visitor: String(recorded),
      ...NO_VALUES,
      device: "desktop",
      variant: null,
    });
    // Only an acknowledged click is counted (a full log refuses it: the test expects none refused).
    if (kept) recorded++;
    else refused++;
  }
}, 1);

const sample = () => {
  const health = statisticsHealth();
  const line = {
    at: Date.now(),
    rss: process.memoryUsage().rss,
    heap: process.memoryUsage().heapUsed,
    recorded,
    refused,
    waiting: health?.waiting ?? null,
    backlog: health?.backlog ?? null,
    storeError: health?.storeError ?? null,
  };
  writeSync(1, `sample ${JSON.stringify(line)}\n`);
};
const sampler = setInterval(sample, 1000);

let stopped = false;
const stopClicking = () => {
  if (stopped) return;
  stopped = true;
  clearInterval(timer);
  writeSync(1, `recorded ${recorded}\n`);
};
process.on("SIGUSR2", stopClicking);
// Before stopGracefully's own listener: no click after the stop began.
process.once("SIGTERM", () => {
  stopClicking();
  clearInterval(sampler);
});
const server = createServer((_, response) => response.end());
server.listen(0);
stopGracefully(server);
sample();
process.stdout.write("ready\n");
