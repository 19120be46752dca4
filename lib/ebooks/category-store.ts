import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { ebookCategories } from "@/lib/db/schema";
import { EBOOK_CATEGORY_MESSAGES } from "./constants";
import { isUniqueViolation } from "@/lib/db/errors";
import type { EbookCategoryFormInput } from "./validation";

export class EbookCategorySlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(EBOOK_CATEGORY_MESSAGES.slugTaken(slug));
  }
}

export async function saveEbookCategory(input: EbookCategoryFormInput) {
  const values = { name: input.name, slug: input.slug, description: input.description, color: input.color };
  try {
    const [row] = input.id
      ? await db.update(ebookCategories).set(values).where(eq(ebookCategories.id, input.id)).returning()
      : await db.insert(ebookCategories).values(values).returning();
    if (!row) throw new Error(`Category ${input.id} not found`);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new EbookCategorySlugTakenError(input.slug);
    throw error;
  }
}

/** Its ebooks stay, uncategorized (the foreign key sets category_id to null). */
export async function deleteEbookCategory(id: string): Promise<boolean> {
  const removed = await db
    .delete(ebookCategories)
    .where(eq(ebookCategories.id, id))
    .returning({ id: ebookCategories.id });
  return removed.length > 0;
}
