import "server-only";
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { lastDays } from "@/lib/day-series";
import { db } from "@/lib/db";
import { bioBlocks, bioDomains, bioPages } from "@/lib/db/schema";
import { blockSchema, type Block } from "./blocks";
import { NONE } from "./stats/figures";
import { statsStore } from "./stats/store";
import { pageTotals } from "./stats/view-queries";
import { themeSchema } from "./themes";
import { utcToZoned } from "./time-zone";
import type { PageDraft } from "./validation";

export { VIEW_BLOCK_ID } from "./stats/event";

export async function listOwnPages(userId: string) {
  const pages = await db
    .select({
      id: bioPages.id,
      slug: bioPages.slug,
      title: bioPages.title,
      published: bioPages.published,
      disabledAt: bioPages.disabledAt,
      updatedAt: bioPages.updatedAt,
      domain: bioDomains.domain,
    })
    .from(bioPages)
    .leftJoin(bioDomains, and(eq(bioDomains.pageId, bioPages.id), isNotNull(bioDomains.verifiedAt)))
    .where(eq(bioPages.userId, userId))
    .orderBy(desc(bioPages.createdAt));
  // The last 7 UTC days' views and clicks (once per visitor, link and day, as in the page's statistics).
  const figures = await pageTotals(
    await statsStore(),
    pages.map((p) => p.id),
    new Date(`${lastDays(7)[0]}T00:00:00.000Z`).getTime(),
  );
  return pages.map((page) => {
    const { views, clicks } = figures.get(page.id) ?? NONE;
    return { ...page, views, clicks };
  });
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
