"use client";

import { Calendar, Check, Copy, Eye, ImageIcon, Pencil, Trash2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Badge, ColorChip } from "@/components/ui/badge";
import { CARD_TAG_LIMIT, STATUS_BADGE_CLASSES, STATUS_LABELS } from "@/lib/blog/constants";
import type { AdminPostRow } from "@/lib/blog/queries";
import { formatCount, formatDate } from "@/lib/format";

const action =
  "inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm hover:bg-slate-100 disabled:opacity-50";

export function PostCard({
  post,
  siteUrl,
  selected,
  onSelect,
  onDelete,
  busy,
}: {
  post: AdminPostRow;
  siteUrl: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const extraTags = post.tags.length - CARD_TAG_LIMIT;
  const copyUrl = async () => {
    await navigator.clipboard.writeText(`${siteUrl}/blog/${post.slug}`);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <article
      className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
      aria-label={post.title}
    >
      <div className="relative aspect-video bg-slate-100">
        {post.featuredImage ? (
          // eslint-disable-next-line @next/next/no-img-element -- any host or our uploads route
          <img src={post.featuredImage} alt="" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <ImageIcon className="size-10" aria-hidden />
          </div>
        )}
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={`Select ${post.title}`}
          className="absolute left-3 top-3 size-5 accent-brand-600"
        />
        <Badge className={`absolute right-3 top-3 ${STATUS_BADGE_CLASSES[post.status]}`}>
          {STATUS_LABELS[post.status]}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="line-clamp-2 font-semibold text-slate-900">{post.title}</h2>
        {post.excerpt ? <p className="line-clamp-3 text-sm text-slate-600">{post.excerpt}</p> : null}
        <p className="flex flex-wrap items-center gap-3 text-xs text-slate-500">
          <span className="inline-flex items-center gap-1">
            <Calendar className="size-3.5" aria-hidden />
            {formatDate(post.createdAt)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye className="size-3.5" aria-hidden />
            {formatCount(post.views, "view")}
          </span>
        </p>
        <div className="flex flex-wrap gap-1.5">
          {post.category ? <ColorChip color={post.category.color}>{post.category.name}</ColorChip> : null}
          {post.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
            <span key={tag.id} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              #{tag.name}
            </span>
          ))}
          {extraTags > 0 ? <span className="text-xs text-slate-500">+{extraTags} more</span> : null}
        </div>
        <div className="mt-auto flex flex-wrap gap-1 border-t border-slate-100 pt-3">
          <Link href={`/admin/posts/edit/${post.id}`} className={action}>
            <Pencil className="size-4" aria-hidden />
            Edit
          </Link>
          {post.status === "published" ? (
            <button type="button" onClick={copyUrl} className={action}>
              {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
              {copied ? "Copied!" : "Copy URL"}
            </button>
          ) : null}
          <button type="button" onClick={onDelete} disabled={busy} className={`${action} text-red-600`}>
            <Trash2 className="size-4" aria-hidden />
            Delete
          </button>
        </div>
      </div>
    </article>
  );
}
