import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db";
import { emailSuppressions } from "@/lib/db/schema";

// The site-wide suppression list: an address a mail server refused for good, or whose reader reported a
// mail as abuse, gets no bulk mail again from any list (DESIGN: Mail). The first reason recorded stays.

export async function suppress(
  database: Database | Transaction,
  email: string,
  reason: "bounce" | "complaint",
  detail?: string,
): Promise<void> {
  await database
    .insert(emailSuppressions)
    .values({ email: email.toLowerCase(), reason, detail: detail?.slice(0, 500) ?? null })
    .onConflictDoNothing();
}

export async function isSuppressed(database: Database | Transaction, email: string): Promise<boolean> {
  const [row] = await database
    .select({ one: sql`1` })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.email, email.toLowerCase()));
  return row !== undefined;
}
