import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { RecordState } from "@/lib/biolinks/domains/dns-check";
import { bioPages } from "./biolinks";

/**
 * A creator's own domain for one of their pages (lib/biolinks/domains/): one per page (its key), and one
 * page per domain once verified (the partial unique index). Claims that are not verified do not block
 * anyone: whoever's TXT token the domain's DNS holds verifies it first, and then it is taken until its
 * owner removes it, the page goes, or its records stay gone long enough for it to lapse (store.ts).
 */
export const bioDomains = pgTable(
  "bio_domains",
  {
    pageId: uuid("page_id")
      .primaryKey()
      .references(() => bioPages.id, { onDelete: "cascade" }),
    /** Lower-case ASCII (IDNs in punycode), no trailing dot: as a Host header and SNI carry it. */
    domain: text("domain").notNull(),
    /** The value the TXT record at _creatorkit.{domain} must hold. Not a secret: it is published in DNS. */
    token: text("token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    /** What the last check found, record by record, as the creator sees it. */
    checks: jsonb("checks").$type<{ records: RecordState[]; message?: string }>(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** Checks of the verified domain in a row that found its records missing or wrong. */
    failedChecks: integer("failed_checks").notNull().default(0),
    /** The first of those failed checks. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    /** When it stopped being verified because its records stayed gone (verifiedAt is then null). */
    lapsedAt: timestamp("lapsed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("bio_domains_verified_key")
      .on(t.domain)
      .where(sql`${t.verifiedAt} is not null`),
    index("bio_domains_domain_idx").on(t.domain),
    index("bio_domains_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.verifiedAt} is null`),
  ],
);
