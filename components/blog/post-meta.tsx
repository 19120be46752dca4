import { formatDate } from "@/lib/format";

/** "Nov 21, 2026 · 5 min read", with a machine-readable date. */
export function PostMeta({ publishedAt, minutes }: { publishedAt: Date | null; minutes: number }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-500">
      {publishedAt ? <time dateTime={publishedAt.toISOString()}>{formatDate(publishedAt)}</time> : null}
      {publishedAt ? <span aria-hidden>·</span> : null}
      <span>{minutes} min read</span>
    </p>
  );
}
