import { formatDate } from "@/lib/format";

/** When an issue went out, under its title on the site's archive and on a creator's. */
export function SentOn({ sentAt }: { sentAt: Date | null }) {
  if (!sentAt) return null;
  return (
    <p className="text-sm text-slate-600">
      Sent on <time dateTime={sentAt.toISOString()}>{formatDate(sentAt)}</time>
    </p>
  );
}
