import "server-only";
import { desc, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { emailOutbox } from "@/lib/db/schema";

export async function listOutbox(limit = 50) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      template: emailOutbox.template,
      headers: emailOutbox.headers,
      transport: emailOutbox.transport,
      sentAt: emailOutbox.sentAt,
      error: emailOutbox.error,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), sql`${emailOutbox.id}`)
    .limit(limit);
}
