import { sql } from "drizzle-orm";
import { connection, db } from "@/lib/db";
import { rows, runMigrations } from "@/lib/db/migrate";
import { saveIssue, scheduleIssue } from "@/lib/newsletter/issue-store";
import { sendQueue } from "@/lib/newsletter/send-queue";
import { saveStep, setSequenceStatus } from "@/lib/newsletter/sequence-store";
import { confirmSubscription, markPending } from "@/lib/newsletter/store";

// A process that sends newsletters as npm start's server does (the job queue, lib/newsletter/send-queue.ts),
// on an embedded database of its own (DATABASE_URL=file:…) or a PostgreSQL the test started, for
// newsletter-send-crash.test.ts and newsletter-sequence-crash.test.ts:
// - "setup N": a site issue to N active subscribers and a creator's to N confirmed ones, both due now;
// - "setup-sequence N": the site's welcome sequence of three e-mails, one right after the other, on, and
//   N readers who have just confirmed;
// - "work": says how many mails a killed process left claimed, works the queue, and says "done" once no
//   issue is left sending and no reader is left in a sequence; killed or stopped by the test.

await runMigrations(connection());

if (process.argv[2] === "setup") {
  const n = Number(process.argv[3]);
  await db.execute(sql`insert into newsletter_subscriptions (email, status)
    select 'reader' || n || '@example.com', 'active' from generate_series(1, ${n}) n`);
  await db.execute(sql`insert into "user" (id, name, email, email_verified)
    values ('crash-owner', 'Owner', 'owner@example.com', true)`);
  const page = await db.execute(sql`insert into bio_pages (user_id, slug, title, theme)
    values ('crash-owner', 'crash-page', 'Crash page', '{"name":"classic"}') returning id`);
  const pageId = rows<{ id: string }>(page)[0]!.id;
  await db.execute(sql`insert into bio_subscribers (page_id, email, status, confirmed_at)
    select ${pageId}, 'fan' || n || '@example.com', 'confirmed', now() from generate_series(1, ${n}) n`);
  for (const list of [null, pageId]) {
    const id = (await saveIssue({ subject: "Crash test", html: "<p>Once, and only once.</p>" }, list))!;
    await scheduleIssue(id, new Date(), list);
  }
  process.exit(0);
}

if (process.argv[2] === "setup-sequence") {
  for (const subject of ["Welcome", "Second", "Third"]) {
    await saveStep({ subject, html: `<p>${subject}, once.</p>`, delayDays: 0 }, null);
  }
  await setSequenceStatus("on", null);
  for (let n = 1; n <= Number(process.argv[3]); n++) {
    await markPending(`reader${n}@example.com`);
    await confirmSubscription(`reader${n}@example.com`);
  }
  process.exit(0);
}

// Claims a killed process left: mails that were in flight.
const claimed = await db.execute(
  sql`select count(*)::int as n from newsletter_deliveries where status = 'sending'`,
);
await sendQueue();
process.stdout.write(`ready ${rows<{ n: number }>(claimed)[0]!.n} claimed\n`);
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  const left = await db.execute(
    sql`select ((select count(*) from newsletter_issues where status in ('scheduled', 'sending'))
      + (select count(*) from newsletter_sequence_members where done_at is null)
      + (select count(*) from newsletter_deliveries where status in ('pending', 'sending')))::int as n`,
  );
  if (rows<{ n: number }>(left)[0]!.n === 0) {
    const counts = await db.execute(
      sql`select status, count(*)::int as n from newsletter_deliveries group by status order by status`,
    );
    process.stdout.write(`done ${JSON.stringify(rows(counts))}\n`);
    break;
  }
}
