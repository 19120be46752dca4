import { sql } from "drizzle-orm";
import { drainEvents } from "@/lib/biolinks/stats/pipeline";
import { statsStore } from "@/lib/biolinks/stats/store";
import { db } from "@/lib/db";

const TABLES = [
  "plagiarism_fingerprints",
  "plagiarism_sources",
  "bio_domains",
  "bio_subscribers",
  "bio_page_events",
  "bio_event_log_offsets",
  "bio_visitor_days",
  "bio_blocks",
  "bio_pages",
  "bio_salts",
  "post_slug_redirects",
  "post_view_visitors",
  "post_views_daily",
  "post_tags",
  "posts",
  "categories",
  "tags",
  "ebook_downloads",
  "ebooks",
  "ebook_categories",
  "newsletter_deliveries",
  "newsletter_sender_suspensions",
  "newsletter_issues",
  "newsletter_subscriptions",
  "email_outbox",
  "email_suppressions",
  "contact_messages",
  "rate_limits",
  "sign_in_throttles",
  "tool_ratings",
  "two_factor",
  "session",
  "account",
  "verification",
  '"user"',
];

/** Empties every table and the statistics store, for tests that need a clean slate within one file. */
export async function truncateAll(): Promise<void> {
  // The statistics consumer appends in the background: idle first, or its batch and the truncate could
  // lock the event tables in opposite orders (PostgreSQL then ends one of them: a deadlock).
  await drainEvents();
  // Other background work (a mail queue's worker reading its table) can still meet the truncate's locks in
  // the other order; PostgreSQL then ends the truncate, which is safe to run again.
  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(sql.raw(`truncate ${TABLES.join(", ")} restart identity cascade`));
      break;
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code !== "40P01" || attempt === 3) throw error;
    }
  }
  const store = await statsStore();
  await store.deleteBefore(Number.MAX_SAFE_INTEGER);
  await store.forgetVisitorDaysBefore(2 ** 31 - 1);
}
