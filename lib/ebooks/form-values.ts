import type { ebooks } from "@/lib/db/tables/ebooks";

/** The Ebook form's fields as strings, the way FormData carries them. */
export type EbookFormValues = Record<string, string>;

export const NEW_EBOOK_VALUES: EbookFormValues = {
  status: "draft",
  isFree: "on",
  price: "0",
  language: "en",
};

export function ebookFormValues(ebook: typeof ebooks.$inferSelect): EbookFormValues {
  return {
    id: ebook.id,
    title: ebook.title,
    slug: ebook.slug,
    categoryId: ebook.categoryId ?? "",
    description: ebook.description,
    excerpt: ebook.excerpt ?? "",
    filePath: ebook.filePath,
    coverImage: ebook.coverImage ?? "",
    seoTitle: ebook.seoTitle ?? "",
    seoDescription: ebook.seoDescription ?? "",
    seoKeywords: ebook.seoKeywords ?? "",
    status: ebook.status,
    featured: ebook.featured ? "on" : "",
    isFree: ebook.isFree ? "on" : "",
    price: String(ebook.price),
    pages: ebook.pages ? String(ebook.pages) : "",
    language: ebook.language,
  };
}
