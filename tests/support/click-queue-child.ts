import { createServer } from "node:http";
import { enqueueEvent } from "@/lib/biolinks/event-queue";
import { connection } from "@/lib/db";
import { runMigrations } from "@/lib/db/migrate";
import { bioPages, user } from "@/lib/db/schema";
import { stopGracefully } from "@/lib/shutdown";

// A process with the bio event queue and npm start's graceful stop (tests/integration/biolinks-clicks.test.ts):
// it makes a page in its own database (DATABASE_URL), then queues clicks when told to on stdin ("click N"),
// answering "queued N". The test stops it with SIGTERM or kills it, and reads the database it leaves.

const BLOCK = "00000000-0000-4000-8000-000000000001";
await runMigrations(connection());
const { db } = connection();
await db.insert(user).values({ id: "child-owner", name: "Owner", email: "owner@example.com" });
const [page] = await db
  .insert(bioPages)
  .values({ userId: "child-owner", slug: "child", title: "Child", theme: { name: "default" } })
  .returning({ id: bioPages.id });

const server = createServer((_, response) => response.end());
server.listen(0);
stopGracefully(server);

let sent = 0;
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk: string) => {
  for (const line of chunk.split("\n")) {
    const count = Number(/^click (\d+)$/.exec(line.trim())?.[1] ?? NaN);
    if (!Number.isFinite(count)) continue;
    for (let i = 0; i < count; i++) {
      enqueueEvent({
        pageId: page!.id,
        blockId: BLOCK,
        day: "2026-11-25",
        // Seven visitors: each click adds to one of seven rows.
        visitorHash: `visitor-${(sent + i) % 7}`,
        hour: "2026-11-25T10:00:00.000Z",
        referrer: "",
        country: "",
        device: "desktop",
        browser: "",
        os: "",
        utmSource: "",
        utmMedium: "",
        utmCampaign: "",
      });
    }
    sent += count;
    process.stdout.write(`queued ${sent}\n`);
  }
});
process.stdout.write("ready\n");
