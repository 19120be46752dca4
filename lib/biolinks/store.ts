import "server-only";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioBlocks, bioPages } from "@/lib/db/schema";
import { payloadOf } from "./blocks";
import { zonedToUtc } from "./time-zone";
import type { PageDraft } from "./validation";
import { deletePageStatistics } from "./stats/deletion";

// Writes, with ownership as an argument: every function takes the owner's id and touches only rows of
// pages that owner has, so a page id from someone else changes nothing. The actions pass the session's id.

export type CreateResult = { ok: true; id: string } | { ok: false; reason: "limit" | "taken" };

/** Creates an empty draft page, refusing past the owner's page limit or a taken slug. */
export async function createPage(
  userId: string,
  input: { slug: string; title: string },
  limit: number,
): Promise<CreateResult> {
  return db.transaction(async (tx) => {
    // One owner's creates take turns, so two at once cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bio-pages:${userId}`}))`);
    const count = await tx.$count(bioPages, eq(bioPages.userId, userId));
    if (count >= limit) return { ok: false, reason: "limit" } as const;
    const [row] = await tx
      .insert(bioPages)
      .values({
        userId,
        slug: input.slug,
        title: input.title,
        displayName: input.title,
        theme: { name: "classic" },
      })
      .onConflictDoNothing({ target: bioPages.slug })
      .returning({ id: bioPages.id });
    return row ? ({ ok: true, id: row.id } as const) : ({ ok: false, reason: "taken" } as const);
  });
}

function toInstant(local: string, zone: string): Date | null {
  return local ? zonedToUtc(local, zone) : null;
}

/** Saves the page and its blocks in the given order; null when the page is not the owner's. */
export async function savePage(
  userId: string,
  pageId: string,
  draft: PageDraft,
): Promise<{ slug: string } | null> {
  return db.transaction(async (tx) => {
    const [page] = await tx
      .update(bioPages)
      .set({
        title: draft.title,
        displayName: draft.displayName,
        bio: draft.bio,
        theme: draft.theme,
        timeZone: draft.timeZone,
        seoTitle: draft.seoTitle || null,
        seoDescription: draft.seoDescription || null,
        noindex: draft.noindex,
        published: draft.published,
        updatedAt: new Date(),
      })
      .where(and(eq(bioPages.id, pageId), eq(bioPages.userId, userId)))
      .returning({ slug: bioPages.slug });
    if (!page) return null;
    const ids = draft.blocks.map((b) => b.id);
    await tx
      .delete(bioBlocks)
      .where(and(eq(bioBlocks.pageId, pageId), ids.length ? notInArray(bioBlocks.id, ids) : undefined));
    for (const [position, block] of draft.blocks.entries()) {
      const values = {
        type: block.type,
        payload: payloadOf(block),
        position,
        enabled: block.enabled,
        showFrom: toInstant(block.showFrom, draft.timeZone),
        showUntil: toInstant(block.showUntil, draft.timeZone),
      };
      // A block id that belongs to another page matches the conflict but not the WHERE: nothing moves.
      await tx
        .insert(bioBlocks)
        .values({ id: block.id, pageId, ...values })
        .onConflictDoUpdate({ target: bioBlocks.id, set: values, setWhere: eq(bioBlocks.pageId, pageId) });
    }
    return page;
  });
}

/** Deletes the owner's page, its blocks and statistics; returns what cached files to drop. */
export async function deletePage(
  userId: string,
  pageId: string,
): Promise<{ slug: string; avatarKey: string | null } | null> {
  const [page] = await db
    .delete(bioPages)
    .where(and(eq(bioPages.id, pageId), eq(bioPages.userId, userId)))
    .returning({ slug: bioPages.slug, avatarKey: bioPages.avatarKey });
  if (page) await deletePageStatistics([pageId]);
  return page ?? null;
}

/** Admin only (the action checks): a disabled page answers 404 whatever its owner does. */
export async function setPageDisabled(pageId: string, disabled: boolean): Promise<{ slug: string } | null> {
  const [page] = await db
    .update(bioPages)
    .set({ disabledAt: disabled ? new Date() : null })
    .where(eq(bioPages.id, pageId))
    .returning({ slug: bioPages.slug });
  return page ?? null;
}

/** Points the owner's page at a new avatar (or none); returns the slug and the replaced file's key. */
export async function setAvatar(
  userId: string,
  pageId: string,
  key: string | null,
): Promise<{ slug: string; previousKey: string | null } | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ slug: bioPages.slug, previousKey: bioPages.avatarKey })
      .from(bioPages)
      .where(and(eq(bioPages.id, pageId), eq(bioPages.userId, userId)))
      .for("update");
    if (!current) return null;
    await tx.update(bioPages).set({ avatarKey: key, updatedAt: new Date() }).where(eq(bioPages.id, pageId));
    return current;
  });
}
