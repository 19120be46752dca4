import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioSubscribers, emailSuppressions } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { formatCount } from "@/lib/format";
import { recipientsWithinDay } from "../newsletter/limits";
import type { CsvRow } from "./csv";

// Writing an imported list, no access checks (actions.ts checks the owner). Every row's outcome is
// decided against the list and the suppression list as they are inside one transaction, and the rows are
// written in it, so an import is applied whole or, refused, not at all. Nobody is subscribed against a
// wish they expressed: an address that left this list, or bounced or complained anywhere on the site,
// stays off it.

export const IMPORT_REFUSALS = {
  unsubscribed: "unsubscribed earlier: they must sign up again themselves",
  suppressed: "on the site's suppression list (bounced or complained)",
} as const;

/** "send": pending rows, each mailed a confirmation (confirm-mails.ts); "confirmed": they confirmed before. */
export type ImportMode = "send" | "confirmed";

export interface ImportRefusal {
  line: number;
  reason: string;
}

export type ImportOutcome =
  { ok: true; added: number; merged: number; refused: ImportRefusal[] } | { ok: false; message: string };

/** Rows per statement: well under the 65,535 parameters a Postgres statement may carry. */
const CHUNK = 1000;

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) result.push(items.slice(i, i + CHUNK));
  return result;
}

/** Thrown inside the transaction to roll it back: the import was refused whole. */
class Refused extends Error {}

export async function importRows(
  userId: string,
  pageId: string,
  rows: CsvRow[],
  mode: ImportMode,
): Promise<ImportOutcome> {
  try {
    return await db.transaction(async (tx) => {
      // One import of an account at a time: the day's count read below holds until this one is written.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscriber-import:${userId}`}))`);
      const wanted = [...new Set(rows.flatMap((row) => ("email" in row ? [row.email] : [])))];
      const existing = new Map<string, string>();
      const suppressed = new Set<string>();
      for (const part of chunks(wanted)) {
        const onList = await tx
          .select({ email: bioSubscribers.email, status: bioSubscribers.status })
          .from(bioSubscribers)
          .where(and(eq(bioSubscribers.pageId, pageId), inArray(bioSubscribers.email, part)));
        for (const row of onList) existing.set(row.email, row.status);
        const refused = await tx
          .select({ email: emailSuppressions.email })
          .from(emailSuppressions)
          .where(inArray(emailSuppressions.email, part));
        for (const row of refused) suppressed.add(row.email);
      }

      const refused: ImportRefusal[] = [];
      const seen = new Set<string>();
      const toAdd: string[] = [];
      let merged = 0;
      for (const row of rows) {
        if ("refusal" in row) refused.push({ line: row.line, reason: row.refusal });
        else if (existing.get(row.email) === "unsubscribed") {
          refused.push({ line: row.line, reason: IMPORT_REFUSALS.unsubscribed });
        } else if (existing.get(row.email) === "bounced") {
          refused.push({ line: row.line, reason: IMPORT_REFUSALS.suppressed });
        } else if (existing.has(row.email)) merged++;
        else if (suppressed.has(row.email)) {
          refused.push({ line: row.line, reason: IMPORT_REFUSALS.suppressed });
        } else if (seen.has(row.email)) merged++;
        else {
          seen.add(row.email);
          toAdd.push(row.email);
        }
      }

      const limit = env().CREATOR_RECIPIENTS_PER_DAY;
      const used = await recipientsWithinDay(tx, userId, new Date());
      if (used + toAdd.length > limit) {
        const left = Math.max(0, limit - used);
        throw new Refused(
          `This import would add ${formatCount(toAdd.length, "address", "addresses")}, but your account can reach ${formatCount(left, "more address", "more addresses")} today (${formatCount(limit, "address", "addresses")} in 24 hours, newsletters and imports together). Nothing was imported: import fewer addresses or try again tomorrow.`,
        );
      }

      let added = 0;
      for (const part of chunks(toAdd)) {
        const inserted = await tx
          .insert(bioSubscribers)
          .values(
            part.map((email) => ({
              pageId,
              email,
              status: mode === "confirmed" ? ("confirmed" as const) : ("pending" as const),
              confirmedAt: mode === "confirmed" ? sql`now()` : null,
              importedAt: sql`now()`,
            })),
          )
          // Nothing else writes this list while the lock is held but a visitor's sign-up: theirs stays.
          .onConflictDoNothing()
          .returning({ id: bioSubscribers.id });
        added += inserted.length;
      }
      return { ok: true as const, added, merged: merged + toAdd.length - added, refused };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    throw error;
  }
}
