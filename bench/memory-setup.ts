import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { getAuth } from "../lib/auth/auth";
import type { Block } from "../lib/biolinks/blocks";
import { createPage, savePage } from "../lib/biolinks/store";
import { db } from "../lib/db";
import { user } from "../lib/db/schema";
import { saveIssue, scheduleIssue } from "../lib/newsletter/issue-store";
import { migrate, run, seed } from "../scripts/cli";

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

async function benchPage(): Promise<Omit<Prepared, "issueId">> {
  const id = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  const { user: created } = await getAuth().api.signUpEmail({
    body: { email: `memory-${id}@example.com`, password: `bench-password-${id}`, name: "Memory bench" },
  });
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  const slug = `memory-${id}`;
  const page = await createPage(created.id, { slug, title: "Memory bench" }, 1);
  if (!page.ok) throw new Error(`could not create ${slug}: ${page.reason}`);
  const blocks = Array.from({ length: LINKS }, (_, i): Block => ({
    id: randomUUID(),
    type: "link",
    title: `Link ${i + 1}`,
    url: `https://example.com/${i + 1}`,
    enabled: true,
    showFrom: "",
    showUntil: "",
  }));
  await savePage(created.id, page.id, {
    title: "Memory bench",
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
  return { slug, pageId: page.id, linkIds: blocks.map((b) => b.id) };
}

async function prepare(): Promise<void> {
  await migrate();
  await seed({ onlyWhenEmpty: true });
  // A PostgreSQL database keeps an earlier run's readers and issues: the send must be of RECIPIENTS exactly.
  await db.execute(sql`truncate newsletter_deliveries, newsletter_issues, newsletter_subscriptions,
    email_outbox, email_suppressions cascade`);
  const page = await benchPage();
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
