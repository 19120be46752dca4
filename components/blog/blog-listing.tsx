import { notFound } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import type { ListingLocation } from "@/lib/blog/paging";
import { listPublicTerms, listPublishedPosts } from "@/lib/blog/public-queries";
import { searchPublishedPosts } from "@/lib/blog/search-queries";
import { formatCount } from "@/lib/format";
import { BlogFilters, type ActiveFilter } from "./blog-filters";
import { Pagination } from "./pagination";
import { PostCard } from "./post-card";

interface BlogListingProps {
  heading: string;
  intro?: string | null;
  active: ActiveFilter;
  page: number;
  location: ListingLocation;
  empty: { title: string; text: string };
}

/** One page of published posts for the blog, a category, a tag or a search. */
export async function BlogListing({ heading, intro, active, page, location, empty }: BlogListingProps) {
  const filter = {
    categorySlug: active.kind === "category" ? active.slug : undefined,
    tagSlug: active.kind === "tag" ? active.slug : undefined,
    q: active.q,
  };
  const [{ posts, total, pageCount }, terms] = await Promise.all([
    // A search ranks by relevance and shows snippets; the other listings are newest first.
    active.q ? searchPublishedPosts(active.q, page) : listPublishedPosts(filter, page),
    listPublicTerms(),
  ]);
  if (page > pageCount) notFound();

  return (
    <main className="mx-auto max-w-7xl px-4 py-12">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{heading}</h1>
        {intro ? <p className="mt-3 text-lg text-slate-600">{intro}</p> : null}
      </header>
      <div className="mb-10 rounded-xl border border-slate-200 bg-slate-50 p-5">
        <BlogFilters terms={terms} active={active} />
      </div>
      <section aria-labelledby="posts-heading">
        <h2 id="posts-heading" className="mb-4 text-sm text-slate-600">
          {formatCount(total, "post")}
          {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
        </h2>
        {posts.length === 0 ? (
          <EmptyState title={empty.title} text={empty.text} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id} className="flex">
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        <Pagination location={location} page={page} pageCount={pageCount} />
      </section>
    </main>
  );
}
