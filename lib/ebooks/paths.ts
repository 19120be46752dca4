// Every public URL of the ebook library (DESIGN habit 10).

export const ebookPath = (slug: string) => `/ebooks/${slug}`;
export const ebookCategoryPath = (slug: string) => `/ebooks/category/${slug}`;
/** The library; with ?q= or ?category= its search (lib/ebooks/search.ts). */
export const EBOOKS_PATH = "/ebooks";
