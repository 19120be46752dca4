import "server-only";
import { desc, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { contactMessages } from "@/lib/db/schema";

export async function listContactMessages() {
  return db
    .select()
    .from(contactMessages)
    .orderBy(contactMessages.read, desc(contactMessages.createdAt))
    .limit(200);
}

export async function countUnreadMessages(): Promise<number> {
  return db.$count(contactMessages, eq(contactMessages.read, false));
}
