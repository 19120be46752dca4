import "server-only";
import { eq } from "drizzle-orm";
import { deleteAvatarFiles } from "@/lib/biolinks/avatar";
import { deletePageStatistics } from "@/lib/biolinks/stats/deletion";
import { db } from "@/lib/db";
import { bioPages, user } from "@/lib/db/schema";

/**
 * Deletes a user and everything that belongs to them, in one transaction: sessions, sign-in accounts and
 * (through ON DELETE CASCADE) their bio pages and blocks. Their pages' statistics (another store) and
 * avatar files go once it has committed (neither is part of the transaction; a failure there is logged and
 * the deletion stands). Returns whether the user existed.
 */
export async function deleteUserAccount(userId: string): Promise<boolean> {
  const result = await db.transaction(async (tx) => {
    // Locked, so an avatar upload racing with us waits, then finds no page and removes its own file.
    const pages = await tx
      .select({ id: bioPages.id, key: bioPages.avatarKey })
      .from(bioPages)
      .where(eq(bioPages.userId, userId))
      .for("update");
    const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    return {
      existed: deleted.length > 0,
      pageIds: pages.map((p) => p.id),
      avatarKeys: pages.flatMap((p) => (p.key ? [p.key] : [])),
    };
  });
  await deletePageStatistics(result.pageIds);
  await deleteAvatarFiles(result.avatarKeys);
  return result.existed;
}
