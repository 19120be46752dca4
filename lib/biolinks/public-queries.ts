import "server-only";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { cache } from "react";
import { db } from "@/lib/db";
import { bioBlocks, bioDomains, bioPages, user } from "@/lib/db/schema";
import { blockSchema, isVisible, type Block } from "./blocks";
import { isDomainName } from "./domains/page-name";
import { themeSchema, type Theme } from "./themes";

/** On bio pages joined to their owner: published, not disabled, owner confirmed and not banned. */
export const isPublicPage = and(
  eq(bioPages.published, true),
  isNull(bioPages.disabledAt),
  eq(user.emailVerified, true),
  // better-auth leaves `banned` null for users never banned; a ban may have an end.
  sql`not (coalesce(${user.banned}, false) and (${user.banExpires} is null or ${user.banExpires} > now()))`,
);

export interface PublicPage {
  id: string;
  slug: string;
  title: string;
  displayName: string;
  bio: string;
  avatarKey: string | null;
  theme: Theme;
  seoTitle: string | null;
  seoDescription: string | null;
  noindex: boolean;
  updatedAt: Date;
  /** Its verified domain (lib/biolinks/domains/), where it is shown too. */
  domain: string | null;
  /** Only the blocks a visitor sees now: switched on and inside their schedule. */
  blocks: Block[];
}

/**
 * A page as visitors get it, or null (404) when it is a draft, disabled by the admin, or its owner is
 * banned or has not confirmed their address. `name` is its slug, or the verified domain that serves it
 * (a route's `[slug]` behind a domain's rewrite: domains/addresses.ts). Shared by the page and its
 * metadata within one render.
 */
export const getPublicPage = cache(
  async (name: string, now: Date = new Date()): Promise<PublicPage | null> => {
    const [page] = await db
      .select({
        id: bioPages.id,
        slug: bioPages.slug,
        title: bioPages.title,
        displayName: bioPages.displayName,
        bio: bioPages.bio,
        avatarKey: bioPages.avatarKey,
        theme: bioPages.theme,
        seoTitle: bioPages.seoTitle,
        seoDescription: bioPages.seoDescription,
        noindex: bioPages.noindex,
        updatedAt: bioPages.updatedAt,
        domain: bioDomains.domain,
      })
      .from(bioPages)
      .innerJoin(user, eq(user.id, bioPages.userId))
      .leftJoin(bioDomains, and(eq(bioDomains.pageId, bioPages.id), isNotNull(bioDomains.verifiedAt)))
      .where(and(isDomainName(name) ? eq(bioDomains.domain, name) : eq(bioPages.slug, name), isPublicPage));
    if (!page) return null;
    const rows = await db
      .select()
      .from(bioBlocks)
      .where(eq(bioBlocks.pageId, page.id))
      .orderBy(asc(bioBlocks.position));
    const blocks = rows
      .filter((row) => isVisible(row, now))
      .flatMap((row): Block[] => {
        const parsed = blockSchema.safeParse({
          ...row.payload,
          id: row.id,
          type: row.type,
          enabled: true,
          showFrom: "",
          showUntil: "",
        });
        if (!parsed.success) return [];
        // A locked link's hash stays on the server: the page shows its /go address only.
        if (parsed.data.type === "link") delete parsed.data.passwordHash;
        return [parsed.data];
      });
    const theme = themeSchema.safeParse(page.theme);
    return { ...page, theme: theme.success ? theme.data : { name: "classic" }, blocks };
  },
);
