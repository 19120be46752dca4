import "./editor.css";

/**
 * The post as readers will see it. The HTML comes from the editor's own schema (unknown tags and
 * attributes never enter it) and is sanitized again on save.
 */
export function PostPreview({ title, excerpt, html }: { title: string; excerpt: string; html: string }) {
  return (
    <article aria-label="Preview" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      <h2 className="text-3xl font-bold">{title || "Untitled post"}</h2>
      {excerpt ? <p className="text-lg text-slate-600">{excerpt}</p> : null}
      <div className="post-html" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
