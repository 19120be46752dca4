import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { user } from "@/lib/db/schema";

/**
 * Deletes a user and everything that belongs to them, in one transaction: sessions, sign-in accounts and
 * (through ON DELETE CASCADE) their bio pages, blocks and click records. Returns whether the user existed.
 */
export async function deleteUserAccount(userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    return deleted.length > 0;
  });
}
