import "server-only";
import { desc, eq, ilike, or, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { containsPattern } from "@/lib/db/like";
import { bioPages, user } from "@/lib/db/schema";

/** Users for the admin's list, newest first, optionally searched by e-mail, name or username. */
export async function listUsers({ q }: { q?: string }, limit = 100) {
  const pattern = q ? containsPattern(q) : undefined;
  return db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      emailVerified: user.emailVerified,
      banned: sql<boolean>`coalesce(${user.banned}, false) and (${user.banExpires} is null or ${user.banExpires} > now())`,
      createdAt: user.createdAt,
      // Qualified by hand: inside the subquery a bare "id" would be the page's.
      pages: sql<number>`(select count(*) from ${bioPages} where ${bioPages}.user_id = "user".id)::int`,
    })
    .from(user)
    .where(
      pattern
        ? or(ilike(user.email, pattern), ilike(user.name, pattern), ilike(user.username, pattern))
        : undefined,
    )
    .orderBy(desc(user.createdAt))
    .limit(limit);
}

export async function getUserPageSlugs(userId: string): Promise<string[]> {
  const rows = await db.select({ slug: bioPages.slug }).from(bioPages).where(eq(bioPages.userId, userId));
  return rows.map((r) => r.slug);
}
