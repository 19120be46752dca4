import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioPages, bioSubscribers } from "@/lib/db/schema";

// A creator's newsletter reads the page through its owner: every screen and action starts from the
// session's user and a slug, so another account's page or issue is simply not found.

export async function ownPage(userId: string, slug: string) {
  const [page] = await db
    .select({
      id: bioPages.id,
      slug: bioPages.slug,
      title: bioPages.title,
      displayName: bioPages.displayName,
    })
    .from(bioPages)
    .where(and(eq(bioPages.slug, slug), eq(bioPages.userId, userId)));
  return page ?? null;
}

export type OwnPage = NonNullable<Awaited<ReturnType<typeof ownPage>>>;

/** Whom a send starting now would mail: the page's confirmed subscribers. */
export async function countConfirmed(pageId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bioSubscribers)
    .where(and(eq(bioSubscribers.pageId, pageId), eq(bioSubscribers.status, "confirmed")));
  return row?.n ?? 0;
}

/** The page a creator's list belongs to, for the unsubscribe and report screens its mails link to. */
export async function listPage(pageId: string) {
  const [page] = await db
    .select({ slug: bioPages.slug, title: bioPages.title, displayName: bioPages.displayName })
    .from(bioPages)
    .where(eq(bioPages.id, pageId));
  return page ? { slug: page.slug, name: page.displayName || page.title } : null;
}
