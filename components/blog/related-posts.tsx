import type { PostCardData } from "@/lib/blog/public-queries";
import { PostCard } from "./post-card";

export function RelatedPosts({ posts }: { posts: PostCardData[] }) {
  if (posts.length === 0) return null;
  return (
    <section
      aria-labelledby="related-heading"
      className="mx-auto mt-16 max-w-7xl border-t border-slate-200 px-4 pt-12"
    >
      <h2 id="related-heading" className="mb-6 text-2xl font-bold text-slate-900">
        Related posts
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id} className="flex">
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
