// Public URLs of the blog (DESIGN habit 10).

export const postPath = (slug: string) => `/blog/${slug}`;
export const blogCategoryPath = (slug: string) => `/blog/category/${slug}`;
export const blogTagPath = (slug: string) => `/blog/tag/${slug}`;
