import type { Metadata } from "next";
import { BlogListing } from "@/components/blog/blog-listing";
import { BLOG_COPY } from "@/lib/blog/public-copy";
import { blogSearchSchema } from "@/lib/blog/public-validation";

// Every query is different, so search renders per request (and is kept out of search engines).
export const metadata: Metadata = { title: "Search the blog", robots: { index: false, follow: true } };

export default async function BlogSearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { q, page } = blogSearchSchema.parse(await searchParams);
  return (
    <BlogListing
      heading={q ? BLOG_COPY.searchHeading(q) : BLOG_COPY.searchPrompt.title}
      intro={q ? null : BLOG_COPY.searchPrompt.text}
      active={{ q }}
      page={page}
      location={{ path: "/blog/search", q: q ?? "" }}
      empty={q ? BLOG_COPY.emptySearch(q) : BLOG_COPY.empty}
    />
  );
}
