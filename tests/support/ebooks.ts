import { db } from "@/lib/db";
import { ebookCategories, ebooks } from "@/lib/db/schema";

export async function insertEbookCategory(name: string, slug: string, color = "#10B981") {
  const [row] = await db.insert(ebookCategories).values({ name, slug, color }).returning();
  return row!;
}

let counter = 0;

/** An ebook row with sensible defaults; pass what the test cares about. */
export async function insertEbook(values: Partial<typeof ebooks.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(ebooks)
    .values({
      title: `Ebook ${counter}`,
      slug: `ebook-${counter}`,
      description: `Description of ebook ${counter}`,
      filePath: `https://example.com/ebook-${counter}.pdf`,
      ...values,
    })
    .returning();
  return row!;
}
