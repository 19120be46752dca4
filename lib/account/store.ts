import "server-only";
import { eq, isNotNull, and } from "drizzle-orm";
import { deleteAvatarFiles } from "@/lib/biolinks/avatar";
import { db } from "@/lib/db";
import { bioPages, user } from "@/lib/db/schema";

/**
 * Deletes a user and everything that belongs to them, in one transaction: sessions, sign-in accounts and
 * (through ON DELETE CASCADE) their bio pages, blocks and click records. Their avatar files go once it
 * has committed (storage is not part of the transaction; a failure there is logged and the deletion
 * stands). Returns whether the user existed.
 */
export async function deleteUserAccount(userId: string): Promise<boolean> {
  const result = await db.transaction(async (tx) => {
    // Locked, so an avatar upload racing with us waits, then finds no page and removes its own file.
    const avatars = await tx
      .select({ key: bioPages.avatarKey })
      .from(bioPages)
      .where(and(eq(bioPages.userId, userId), isNotNull(bioPages.avatarKey)))
      .for("update");
    const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    return { existed: deleted.length > 0, avatarKeys: avatars.map((a) => a.key) };
  });
  await deleteAvatarFiles(result.avatarKeys);
  return result.existed;
}
