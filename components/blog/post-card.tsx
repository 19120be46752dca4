import { Link } from "@/components/ui/link";
import type { SnippetPart } from "@/lib/blog/highlight";
import type { PostCardData } from "@/lib/blog/public-queries";
import { PostMeta } from "./post-meta";
import { SearchSnippet } from "./search-snippet";
import { TermChip } from "./term-chip";

interface PostCardProps {
  /** A search result carries a snippet around the matched words, shown instead of the summary. */
  post: PostCardData & { snippet?: SnippetPart[] };
  headingLevel?: 2 | 3;
}

export function PostCard({ post, headingLevel = 2 }: PostCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/blog/${post.slug}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link href={href} tabIndex={-1} aria-hidden className="block aspect-video bg-slate-100">
        {post.featuredImage ? (
          // Featured images may live on any host, so next/image's host allow-list does not fit.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={post.featuredImage} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 px-6 text-center text-lg font-semibold text-brand-700">
            {post.title}
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.category ? (
          <div>
            <TermChip kind="category" term={post.category} />
          </div>
        ) : null}
        <Heading className="text-lg font-semibold leading-snug text-slate-900">
          <Link href={href} className="hover:text-brand-700">
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-slate-600">
          {post.snippet ? <SearchSnippet parts={post.snippet} /> : post.summary}
        </p>
        <div className="mt-auto">
          <PostMeta publishedAt={post.publishedAt} minutes={post.readingMinutes} />
        </div>
      </div>
    </article>
  );
}
