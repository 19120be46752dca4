import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogListing } from "@/components/blog/blog-listing";
import { BLOG_COPY, pageSuffix } from "@/lib/blog/public-copy";
import { parsePageParam } from "@/lib/blog/public-validation";
import { pageMetadata } from "@/lib/page-metadata";

// Also serves /blog itself (a rewrite to /blog/page/1 in next.config.ts), so the listing is ISR-cached
// and rendered on first request instead of at build time, when there is no database.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = parsePageParam((await params).page) ?? 1;
  return pageMetadata({
    title: `${BLOG_COPY.heading}${pageSuffix(page)}`,
    description: BLOG_COPY.intro,
    path: page > 1 ? `/blog/page/${page}` : "/blog",
    feed: "/blog/rss.xml",
  });
}

export default async function BlogPage({ params }: Props) {
  const page = parsePageParam((await params).page);
  if (!page) notFound();
  return (
    <BlogListing
      heading={BLOG_COPY.heading}
      intro={BLOG_COPY.intro}
      active={{}}
      page={page}
      location={{ path: "/blog" }}
      empty={BLOG_COPY.empty}
    />
  );
}
