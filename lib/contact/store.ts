import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { contactMessages } from "@/lib/db/schema";
import type { ContactInput } from "./validation";

export async function saveContactMessage(input: ContactInput): Promise<string> {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  return row!.id;
}

export async function setMessageRead(id: string, read: boolean): Promise<boolean> {
  const updated = await db
    .update(contactMessages)
    .set({ read })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return updated.length > 0;
}

export async function deleteMessage(id: string): Promise<boolean> {
  const removed = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return removed.length > 0;
}
