import { sanitizePostHtml } from "@/lib/blog/sanitize";

/**
 * A post's HTML. It was sanitized on save; sanitizing again here (once per ISR render) keeps the page
 * safe for rows that reached the database another way, such as an import.
 */
export function PostBody({ html }: { html: string }) {
  return (
    <div
      className="prose prose-slate max-w-none prose-headings:scroll-mt-24 prose-a:text-brand-700 prose-img:rounded-xl"
      dangerouslySetInnerHTML={{ __html: sanitizePostHtml(html) }}
    />
  );
}
