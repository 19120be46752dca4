import { Icon } from "@/components/icons/icon";
import Link from "next/link";
import { Badge, ColorChip } from "@/components/ui/badge";
import type { BlogAnalytics } from "@/lib/blog/analytics";
import { STATUS_BADGE_CLASSES, STATUS_LABELS } from "@/lib/blog/constants";
import { formatDate, formatNumber, plural } from "@/lib/format";
import { Panel } from "./panel";

type Row = BlogAnalytics["recentPosts"][number];

function PostTitle({ post }: { post: Row }) {
  return (
    <Link href={`/admin/posts/edit/${post.id}`} className="font-medium text-slate-900 hover:text-brand-700">
      {post.title}
    </Link>
  );
}

export function RecentPosts({ posts }: { posts: Row[] }) {
  return (
    <Panel title="Recent Posts" link={{ href: "/admin/posts", label: "View all" }}>
      {posts.length === 0 ? (
        <div className="py-6 text-center text-sm text-slate-600">
          <p>No posts yet</p>
          <Link href="/admin/posts/new" className="mt-2 inline-block text-brand-600 hover:underline">
            Create your first post
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {posts.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0 space-y-1">
                <PostTitle post={post} />
                <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  {formatDate(post.createdAt)}
                  {post.category ? (
                    <ColorChip color={post.category.color}>{post.category.name}</ColorChip>
                  ) : null}
                </p>
              </div>
              <Badge className={STATUS_BADGE_CLASSES[post.status]}>{STATUS_LABELS[post.status]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function TopPosts({ posts }: { posts: Row[] }) {
  return (
    <Panel title="Top Posts">
      {posts.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">No published posts yet</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {posts.map((post, index) => (
            <li key={post.id} className="flex items-center gap-3 py-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <PostTitle post={post} />
              </div>
              <span className="flex items-center gap-1 text-sm text-slate-600">
                <Icon name="Eye" className="size-4" />
                {formatNumber(post.views)}
                <span className="sr-only">{plural(post.views, "view")}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
