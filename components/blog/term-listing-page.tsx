import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BLOG_COPY, pageSuffix } from "@/lib/blog/public-copy";
import { getPublicTerm } from "@/lib/blog/public-queries";
import { BlogListing } from "./blog-listing";
import { termHref } from "./term-chip";
import { pageMetadata } from "@/lib/page-metadata";

type Kind = "category" | "tag";

export async function termListingMetadata(kind: Kind, slug: string, page: number): Promise<Metadata> {
  const term = await getPublicTerm(kind, slug);
  if (!term) return {};
  const base = termHref(kind, term.slug);
  return pageMetadata({
    title: `${kind === "tag" ? `#${term.name}` : term.name}${pageSuffix(page)}`,
    description: term.description ?? `Posts about ${term.name} on the Creatorkit blog.`,
    path: page > 1 ? `${base}/page/${page}` : base,
  });
}

/** The listing of one category's or tag's published posts. */
export async function TermListingPage({
  kind,
  slug,
  page,
}: {
  kind: Kind;
  slug: string;
  page: number | null;
}) {
  const term = await getPublicTerm(kind, slug);
  if (!term || !page) notFound();
  return (
    <BlogListing
      heading={kind === "tag" ? `#${term.name}` : term.name}
      intro={term.description}
      active={{ kind, slug: term.slug }}
      page={page}
      location={{ path: termHref(kind, term.slug) }}
      empty={BLOG_COPY.emptyTerm}
    />
  );
}
