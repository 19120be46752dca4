import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

// `npm run bench -- newsletter-send [--recipients N] [--postgres [URL]]`: one send of N recipients
// (100,000 by default) through the send queue's run (lib/newsletter/deliver.ts) to a local SMTP sink, by the
// site's issue path and by a creator's, one after the other: mails a second and the process's peak RSS.
// Embedded PGlite in a fresh data directory, or PostgreSQL (a database of its own: the bench migrates it
// and empties the newsletter tables). The sink is Postfix's smtp-sink in a process of its own, as a mail
// server would be (the test's SMTP server in this process when Postfix is not installed: its work is then
// in the figures too); the send rate limit is lifted (NEWSLETTER_SENDS_PER_MINUTE caps the site).

function option(flag: string): string | undefined {
  const args = process.argv.slice(3);
  const i = args.indexOf(flag);
  const next = i >= 0 ? args[i + 1] : undefined;
  return i >= 0 ? (next && !next.startsWith("--") ? next : "") : undefined;
}

export async function benchNewsletterSend(): Promise<void> {
  const recipients = Number((option("--recipients") ?? "100000").replace(/[_,]/g, ""));
  const postgres = option("--postgres");
  const dataDir = mkdtempSync(path.join(tmpdir(), "creatorkit-bench-send-"));
  process.env.DATA_DIR = dataDir;
  if (postgres !== undefined)
    process.env.DATABASE_URL = postgres || "postgres://postgres@127.0.0.1:5432/test_c";

  const { sql } = await import("drizzle-orm");
  const { connection, db } = await import("@/lib/db");
  const { rows, runMigrations } = await import("@/lib/db/migrate");
  const { env } = await import("@/lib/env");
  const { runSends } = await import("@/lib/newsletter/deliver");
  const { saveIssue, scheduleIssue } = await import("@/lib/newsletter/issue-store");
  const { startFakeSmtp } = await import("../tests/support/smtp-server");
  const { startSmtpSink, hasSmtpSink } = await import("../tests/support/smtp-sink");

  await runMigrations(connection());
  await db.execute(sql`truncate newsletter_deliveries, newsletter_issues, newsletter_subscriptions, email_outbox,
    email_suppressions, bio_subscribers cascade`);
  const sink = hasSmtpSink() ? await startSmtpSink() : await startFakeSmtp({ keepData: false });
  Object.assign(env(), { SMTP_URL: sink.url, NEWSLETTER_SENDS_PER_MINUTE: 1e9 });
  console.log(`  sink: ${hasSmtpSink() ? "Postfix smtp-sink" : "the tests' SMTP server, in this process"}`);

  // A creator's page for the creator path: an owner row and a page, written straight (no sign-up needed).
  const owner = `bench-owner-${Date.now()}`;
  await db.execute(sql`insert into "user" (id, name, email, email_verified) values
    (${owner}, 'Bench', ${`${owner}@example.com`}, true)`);
  const made = await db.execute(sql`insert into bio_pages (user_id, slug, title, theme)
    values (${owner}, ${`bench-${Date.now().toString(36)}`}, 'Bench page', '{"name":"classic"}') returning id`);
  const pageId = rows<{ id: string }>(made)[0]!.id;

  await db.execute(sql`insert into newsletter_subscriptions (email, status)
    select 'reader' || n || '@example.com', 'active' from generate_series(1, ${recipients}) n`);
  await db.execute(sql`insert into bio_subscribers (page_id, email, status, confirmed_at)
    select ${pageId}, 'fan' || n || '@example.com', 'confirmed', now() from generate_series(1, ${recipients}) n`);

  const results: {
    path: string;
    seconds: number;
    perSecond: number;
    cpuMs: number;
    beforeMb: number;
    peakMb: number;
    received: number;
  }[] = [];
  for (const [label, listPage] of [
    ["site's issue", null],
    ["creator's send", pageId],
  ] as const) {
    const id = (await saveIssue({ subject: `Bench ${label}`, html: "<p>Hello, reader.</p>" }, listPage))!;
    await scheduleIssue(id, new Date(), listPage);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
    const start = performance.now();
    const cpu = process.cpuUsage();
    let last = start;
    const mailed = async () => {
      const counted = await db.execute(
        sql`select count(*)::int as n from newsletter_deliveries where issue_id = ${id} and status = 'sent'`,
      );
      return rows<{ n: number }>(counted)[0]!.n;
    };
    for (let sent = 0; sent < recipients;) {
      await runSends();
      if (performance.now() - last > 10_000) {
        last = performance.now();
        sent = await mailed();
        console.log(`  ${label}: ${sent} mailed`);
      }
      const status = await db.execute(sql`select status from newsletter_issues where id = ${id}`);
      if (rows<{ status: string }>(status)[0]?.status === "sent") break;
    }
    const seconds = (performance.now() - start) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    clearInterval(sampler);
    const received = await mailed();
    results.push({
      path: label,
      seconds,
      perSecond: received / seconds,
      cpuMs: (user + system) / 1000 / received,
      beforeMb: before / 1024 / 1024,
      peakMb: Math.max(peak, process.memoryUsage().rss) / 1024 / 1024,
      received,
    });
  }
  console.log(
    `\nnewsletter-send: ${recipients} recipients each, ${postgres !== undefined ? "PostgreSQL" : "PGlite"}`,
  );
  // CPU per mail: this process's own (on PGlite the database's too), the figure a busy machine disturbs least.
  // RSS as the send starts and its peak while it runs: flat when no per-recipient list is held.
  console.log("  path              mails  seconds  mails/s  CPU ms/mail  RSS at start  peak RSS");
  for (const r of results) {
    console.log(
      `  ${r.path.padEnd(16)} ${String(r.received).padStart(6)} ${r.seconds.toFixed(1).padStart(8)} ${r.perSecond.toFixed(0).padStart(8)} ${r.cpuMs.toFixed(2).padStart(12)} ${r.beforeMb.toFixed(0).padStart(9)} MB ${r.peakMb.toFixed(0).padStart(6)} MB`,
    );
  }
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
}
