import { isUniqueViolation } from "@/lib/db/errors";
import { eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { ebooks } from "@/lib/db/schema";
import { indexSources } from "@/lib/tools/plagiarism/store";
import { EBOOK_MESSAGES, SEO_DESCRIPTION_LENGTH } from "./constants";
import { fileTypeFromUrl, toDirectDownloadUrl } from "./links";
import type { EbookFormInput } from "./validation";

// Ebook writes, callable without a request (the actions add the session check and the uploads).

export type EbookValues = Partial<typeof ebooks.$inferInsert>;
export type EbookRow = typeof ebooks.$inferSelect;

export class EbookNotFoundError extends Error {
  constructor(id: string) {
    super(`Ebook ${id} not found`);
  }
}

export class EbookSlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(EBOOK_MESSAGES.slugTaken(slug));
  }
}

/** SPEC §5: empty, null or undefined fields are left out of create and update payloads. */
export function cleanPayload<T extends Record<string, unknown>>(
  payload: T,
): { [K in keyof T]?: Exclude<T[K], null | undefined> } {
  return Object.fromEntries(
    Object.entries(payload).filter(([, v]) => v !== undefined && v !== null && v !== ""),
  ) as { [K in keyof T]?: Exclude<T[K], null | undefined> };
}

/** Files the admin uploaded with the form, already stored. */
export interface StoredFiles {
  file?: { url: string; size: number };
  coverImage?: string;
}

/** SPEC §5 save rules: a URL's file size is 0 and its file type comes from its extension; SEO defaults. */
export function buildEbookValues(input: EbookFormInput, stored: StoredFiles = {}): EbookValues {
  const filePath = stored.file?.url ?? toDirectDownloadUrl(input.filePath);
  return cleanPayload({
    title: input.title,
    slug: input.slug,
    categoryId: input.categoryId,
    description: input.description,
    excerpt: input.excerpt,
    filePath,
    fileSize: stored.file?.size ?? 0,
    fileType: fileTypeFromUrl(filePath),
    coverImage: stored.coverImage ?? input.coverImage,
    isFree: input.isFree,
    price: input.isFree ? 0 : Math.round(input.price * 100) / 100,
    status: input.status,
    featured: input.featured,
    seoTitle: input.seoTitle || input.title,
    seoDescription: input.seoDescription || input.description.slice(0, SEO_DESCRIPTION_LENGTH),
    seoKeywords: input.seoKeywords,
    pages: input.pages,
    language: input.language,
  });
}

async function guardSlug<T>(slug: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (slug && isUniqueViolation(error)) throw new EbookSlugTakenError(slug);
    throw error;
  }
}

export async function createEbook(values: EbookValues): Promise<EbookRow> {
  const [row] = await guardSlug(values.slug, () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .insert(ebooks)
        .values(values as typeof ebooks.$inferInsert)
        .returning();
      await indexSources(tx, { ebookIds: rows.map((r) => r.id) });
      return rows;
    }),
  );
  if (!row) throw new Error("The new ebook was not returned");
  return row;
}

export interface UpdatedEbook {
  row: EbookRow;
  previous: Pick<EbookRow, "slug" | "filePath" | "coverImage">;
}

export async function updateEbook(id: string, values: EbookValues): Promise<UpdatedEbook> {
  const [previous] = await db
    .select({ slug: ebooks.slug, filePath: ebooks.filePath, coverImage: ebooks.coverImage })
    .from(ebooks)
    .where(eq(ebooks.id, id));
  if (!previous) throw new EbookNotFoundError(id);
  const [row] = await guardSlug(values.slug, () =>
    db.transaction(async (tx) => {
      const rows = await tx.update(ebooks).set(values).where(eq(ebooks.id, id)).returning();
      await indexSources(tx, { ebookIds: rows.map((r) => r.id) });
      return rows;
    }),
  );
  if (!row) throw new EbookNotFoundError(id);
  return { row, previous };
}

export async function deleteEbook(id: string) {
  const [row] = await db
    .delete(ebooks)
    .where(eq(ebooks.id, id))
    .returning({ slug: ebooks.slug, filePath: ebooks.filePath, coverImage: ebooks.coverImage });
  return row ?? null;
}

/** SPEC §4: the list toggle turns published into draft and anything else into published. */
export async function toggleEbookStatus(id: string) {
  const [row] = await db
    .update(ebooks)
    .set({ status: sql`case when ${ebooks.status} = 'published' then 'draft' else 'published' end` })
    .where(eq(ebooks.id, id))
    .returning({ slug: ebooks.slug, status: ebooks.status });
  return row ?? null;
}

export async function toggleEbookFeatured(id: string) {
  const [row] = await db
    .update(ebooks)
    .set({ featured: sql`not ${ebooks.featured}` })
    .where(eq(ebooks.id, id))
    .returning({ slug: ebooks.slug, featured: ebooks.featured });
  return row ?? null;
}
