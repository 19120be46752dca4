// Every public URL of the ebook library (DESIGN habit 10).

export const ebookPath = (slug: string) => `/ebooks/${slug}`;
export const ebookCategoryPath = (slug: string) => `/ebooks/category/${slug}`;
