// Words of the public blog pages (SPEC leaves them open).
export const BLOG_COPY = {
  heading: "Blog",
  intro: "Guides and ideas on AI tools, content creation, SEO, marketing, branding and productivity.",
  empty: { title: "No posts yet", text: "Published articles will appear here." },
  emptyTerm: { title: "No posts here yet", text: "Nothing has been published under this topic so far." },
  emptySearch: (q: string) => ({
    title: "No posts found",
    text: `Nothing matches “${q}”. Try other words, or browse the categories.`,
  }),
  searchHeading: (q: string) => `Search results for “${q}”`,
  searchPrompt: { title: "Search the blog", text: "Type a word or two to find posts by title or content." },
} as const;

export function pageSuffix(page: number): string {
  return page > 1 ? ` (page ${page})` : "";
}
