import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioBlocks, bioEvents, bioPages } from "@/lib/db/schema";
import { blockSchema, type Block } from "./blocks";
import { themeSchema } from "./themes";
import { utcToZoned } from "./time-zone";
import type { PageDraft } from "./validation";

/** The nil UUID marks a page view in bio_events (its block_id is part of the key). */
export const VIEW_BLOCK_ID = "00000000-0000-0000-0000-000000000000";

const sinceDays = (days: number) => sql`current_date - ${days - 1}::int`;

export async function listOwnPages(userId: string) {
  const recent = and(eq(bioEvents.pageId, bioPages.id), sql`${bioEvents.day} >= ${sinceDays(7)}`);
  return db
    .select({
      id: bioPages.id,
      slug: bioPages.slug,
      title: bioPages.title,
      published: bioPages.published,
      disabledAt: bioPages.disabledAt,
      updatedAt: bioPages.updatedAt,
      views: sql<number>`coalesce((select sum(${bioEvents.hits}) from ${bioEvents} where ${recent} and ${bioEvents.blockId} = ${VIEW_BLOCK_ID}), 0)::int`,
      // Once per visitor, link and day, as in the page's statistics (stats.ts).
      clicks: sql<number>`(select count(*) from ${bioEvents} where ${recent} and ${bioEvents.blockId} <> ${VIEW_BLOCK_ID})::int`,
    })
    .from(bioPages)
    .where(eq(bioPages.userId, userId))
    .orderBy(desc(bioPages.createdAt));
}

export async function countOwnPages(userId: string): Promise<number> {
  return db.$count(bioPages, eq(bioPages.userId, userId));
}

export interface EditablePage {
  id: string;
  slug: string;
  avatarKey: string | null;
  draft: PageDraft;
}

/** The owner's page as the editor holds it (schedules as wall-clock times); null for anyone else. */
export async function getEditablePage(userId: string, slug: string): Promise<EditablePage | null> {
  const [page] = await db
    .select()
    .from(bioPages)
    .where(and(eq(bioPages.slug, slug), eq(bioPages.userId, userId)));
  if (!page) return null;
  const rows = await db
    .select()
    .from(bioBlocks)
    .where(eq(bioBlocks.pageId, page.id))
    .orderBy(asc(bioBlocks.position));
  const blocks = rows.flatMap((row): Block[] => {
    const parsed = blockSchema.safeParse({
      ...row.payload,
      id: row.id,
      type: row.type,
      enabled: row.enabled,
      showFrom: row.showFrom ? utcToZoned(row.showFrom, page.timeZone) : "",
      showUntil: row.showUntil ? utcToZoned(row.showUntil, page.timeZone) : "",
    });
    return parsed.success ? [parsed.data] : [];
  });
  const theme = themeSchema.safeParse(page.theme);
  return {
    id: page.id,
    slug: page.slug,
    avatarKey: page.avatarKey,
    draft: {
      title: page.title,
      displayName: page.displayName,
      bio: page.bio,
      theme: theme.success ? theme.data : { name: "classic" },
      timeZone: page.timeZone,
      seoTitle: page.seoTitle ?? "",
      seoDescription: page.seoDescription ?? "",
      noindex: page.noindex,
      published: page.published,
      blocks,
    },
  };
}

/** The slug, if `slug` names one of the owner's pages. */
export async function getOwnPageSlug(userId: string, slug: string): Promise<string | null> {
  const [page] = await db
    .select({ slug: bioPages.slug })
    .from(bioPages)
    .where(and(eq(bioPages.slug, slug), eq(bioPages.userId, userId)));
  return page?.slug ?? null;
}
