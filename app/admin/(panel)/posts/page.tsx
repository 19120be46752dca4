import { NewPostLink } from "@/components/admin/posts/new-post-link";
import type { Metadata } from "next";
import Link from "next/link";
import { RefreshButton } from "@/components/admin/dashboard/refresh-button";
import { PostsPagination } from "@/components/admin/posts/pagination";
import { PostFilters } from "@/components/admin/posts/post-filters";
import { PostsGrid } from "@/components/admin/posts/posts-grid";
import { PostStatTiles } from "@/components/admin/posts/stat-tiles";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { requireAdmin } from "@/lib/auth/session";
import { getPostStats, listPosts, listTerms } from "@/lib/blog/queries";
import { postListFiltersSchema } from "@/lib/blog/validation";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Blog Posts" };

export default async function AdminPostsPage({ searchParams }: PageProps<"/admin/posts">) {
  await requireAdmin();
  const filters = postListFiltersSchema.parse(await searchParams);
  const [{ posts, total }, stats, categories] = await Promise.all([
    listPosts(filters),
    getPostStats(),
    listTerms("category"),
  ]);
  const filtered = Boolean(filters.q || filters.status || filters.category);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Blog Posts</h1>
          <p className="text-slate-600">Manage your blog content</p>
        </div>
        <div className="flex gap-2">
          <RefreshButton />
          <NewPostLink />
        </div>
      </header>
      <PostStatTiles stats={stats} />
      <PostFilters filters={filters} categories={categories} />
      {posts.length === 0 ? (
        <EmptyState
          title="No posts found"
          text={
            filtered ? "Try adjusting your search or filters" : "Get started by creating your first blog post"
          }
          action={
            filtered ? undefined : (
              <Link href="/admin/posts/new" className={buttonClass()}>
                Create Your First Post
              </Link>
            )
          }
        />
      ) : (
        <PostsGrid key={JSON.stringify(filters)} posts={posts} siteUrl={env().SITE_URL.replace(/\/$/, "")} />
      )}
      <PostsPagination filters={filters} total={total} />
    </div>
  );
}
