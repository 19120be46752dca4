import { readFileSync, writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { db } from "../lib/db";
import { saveIssue, scheduleIssue } from "../lib/newsletter/issue-store";
import { migrate, run, seed } from "../scripts/cli";
import { makeBenchPage } from "./bench-page";

// The database work of `npm run bench -- memory` (bench/memory.ts), in a process of its own run while no
// server holds the database (the embedded one is one process's alone), with the server's environment:
// - "prepare": migrations and demo content as npm start makes them, a published bio page of LINKS links,
//   RECIPIENTS active newsletter readers and a site issue to them, saved but not scheduled (so the click
//   runs have no send under way); what the bench needs is written to BENCH_MEMORY_FILE;
// - "due": that issue scheduled for now, so the next server start sends it.

const LINKS = 6;
const RECIPIENTS = 10_000;

interface Prepared {
  slug: string;
  pageId: string;
  linkIds: string[];
  issueId: string;
}

const file = process.env.BENCH_MEMORY_FILE;
if (!file) throw new Error("BENCH_MEMORY_FILE is not set");

async function prepare(): Promise<void> {
  await migrate();
  await seed({ onlyWhenEmpty: true });
  // A PostgreSQL database keeps an earlier run's readers and issues: the send must be of RECIPIENTS exactly.
  await db.execute(sql`truncate newsletter_deliveries, newsletter_issues, newsletter_subscriptions,
    email_outbox, email_suppressions cascade`);
  const page = await makeBenchPage("memory", "Memory bench", LINKS);
  await db.execute(sql`insert into newsletter_subscriptions (email, status)
    select 'reader' || n || '@example.com', 'active' from generate_series(1, ${RECIPIENTS}) n`);
  const issueId = await saveIssue({ subject: "Memory bench", html: "<p>Hello, reader.</p>" }, null);
  if (!issueId) throw new Error("the issue was not saved");
  writeFileSync(file!, JSON.stringify({ ...page, issueId } satisfies Prepared));
}

async function due(): Promise<void> {
  const { issueId } = JSON.parse(readFileSync(file!, "utf8")) as Prepared;
  if (!(await scheduleIssue(issueId, new Date(), null)))
    throw new Error(`issue ${issueId} could not be scheduled`);
}

const mode = process.argv[2];
if (mode !== "prepare" && mode !== "due") throw new Error(`unknown mode ${mode}: prepare or due`);
// run() closes the database; the exit ends what else the libraries keep open (auth's, the caches' timers).
await run(mode === "prepare" ? prepare : due);
process.exit(process.exitCode ?? 0);
