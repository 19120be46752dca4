import { Icon } from "@/components/icons/icon";
import { Link } from "@/components/ui/link";
import type { PublicPost } from "@/lib/blog/public-post-queries";
import { formatDate } from "@/lib/format";
import { PostBody } from "./post-body";
import { TermChip } from "./term-chip";

function Breadcrumbs({ post }: { post: PublicPost }) {
  const crumbs = [
    { href: "/", label: "Home" },
    { href: "/blog", label: "Blog" },
    ...(post.category ? [{ href: `/blog/category/${post.category.slug}`, label: post.category.name }] : []),
  ];
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1">
            <Link href={crumb.href} className="hover:text-brand-700 hover:underline">
              {crumb.label}
            </Link>
            <Icon name="ChevronRight" className="size-3.5" />
          </li>
        ))}
        <li aria-current="page" className="truncate text-slate-700">
          {post.title}
        </li>
      </ol>
    </nav>
  );
}

export function PostArticle({ post }: { post: PublicPost }) {
  const published = formatDate(post.publishedAt);
  const updated = formatDate(post.updatedAt);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-10">
      <Breadcrumbs post={post} />
      <header className="mb-8 space-y-4">
        {post.category ? <TermChip kind="category" term={post.category} /> : null}
        <h1 className="text-4xl font-extrabold leading-tight tracking-tight text-slate-900">{post.title}</h1>
        {post.excerpt ? <p className="text-lg text-slate-600">{post.excerpt}</p> : null}
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
          <div className="flex gap-1">
            <dt>By</dt>
            <dd className="font-medium text-slate-900">{post.author}</dd>
          </div>
          {post.publishedAt ? (
            <div className="flex gap-1">
              <dt>Published</dt>
              <dd>
                <time dateTime={post.publishedAt.toISOString()}>{published}</time>
              </dd>
            </div>
          ) : null}
          {updated !== published ? (
            <div className="flex gap-1">
              <dt>Updated</dt>
              <dd>
                <time dateTime={post.updatedAt.toISOString()}>{updated}</time>
              </dd>
            </div>
          ) : null}
          <div className="flex gap-1">
            <dt className="sr-only">Reading time</dt>
            <dd>{post.readingMinutes} min read</dd>
          </div>
        </dl>
      </header>
      {post.featuredImage ? (
        // Featured images may live on any host, so next/image's host allow-list does not fit.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={post.featuredImage} alt="" className="mb-10 aspect-video w-full rounded-2xl object-cover" />
      ) : null}
      <PostBody html={post.content} />
      {post.tags.length > 0 ? (
        <footer className="mt-10 border-t border-slate-200 pt-6">
          <h2 className="sr-only">Tags</h2>
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag.id}>
                <TermChip kind="tag" term={tag} />
              </li>
            ))}
          </ul>
        </footer>
      ) : null}
    </article>
  );
}
