import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioBlocks, bioPages, user } from "@/lib/db/schema";
import { isVisible } from "./blocks";
import { isPublicPage } from "./public-queries";
import { VIEW_BLOCK_ID } from "./queries";

/** A link block of a public page, with its page, owner and schedule (shown or not at this moment). */
export async function findLinkBlock(slug: string, blockId: string) {
  const [row] = await db
    .select({
      url: sql<string>`${bioBlocks.payload} ->> 'url'`,
      sensitive: sql<boolean>`coalesce((${bioBlocks.payload} ->> 'sensitive')::boolean, false)`,
      passwordHash: sql<string | null>`${bioBlocks.payload} ->> 'passwordHash'`,
      clickLimit: sql<number | null>`(${bioBlocks.payload} ->> 'clickLimit')::int`,
      pageId: bioPages.id,
      ownerId: bioPages.userId,
      enabled: bioBlocks.enabled,
      showFrom: bioBlocks.showFrom,
      showUntil: bioBlocks.showUntil,
    })
    .from(bioBlocks)
    .innerJoin(bioPages, eq(bioPages.id, bioBlocks.pageId))
    .innerJoin(user, eq(user.id, bioPages.userId))
    .where(and(eq(bioBlocks.id, blockId), eq(bioPages.slug, slug), eq(bioBlocks.type, "link"), isPublicPage));
  return row && row.url ? row : null;
}

export type LinkBlock = NonNullable<Awaited<ReturnType<typeof findLinkBlock>>>;

/** A link block a visitor may follow now, with its page and owner; the redirect target comes from here. */
export async function findClickTarget(slug: string, blockId: string, now: Date = new Date()) {
  const row = await findLinkBlock(slug, blockId);
  return row && isVisible(row, now) ? row : null;
}

/** The public page a view beacon counts for, with its owner. */
export async function findViewTarget(slug: string) {
  const [row] = await db
    .select({ pageId: bioPages.id, ownerId: bioPages.userId })
    .from(bioPages)
    .innerJoin(user, eq(user.id, bioPages.userId))
    .where(and(eq(bioPages.slug, slug), isPublicPage));
  return row ?? null;
}

export { VIEW_BLOCK_ID };
