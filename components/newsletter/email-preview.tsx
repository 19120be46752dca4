/** A message as its readers get it: its body (our template around the sanitized HTML) and its plain text. */
export function EmailPreview({ preview }: { preview: { body: string; text: string } }) {
  return (
    <section aria-label="E-mail preview" className="space-y-2">
      <h2 className="text-lg font-semibold">Preview</h2>
      <div className="rounded-xl border border-slate-200 bg-white">
        <div
          className="post-html"
          style={{
            fontFamily: "system-ui,sans-serif",
            lineHeight: 1.5,
            maxWidth: 560,
            margin: "auto",
            padding: 24,
          }}
          // The message's own body (sanitized content inside our template), as its readers get it.
          dangerouslySetInnerHTML={{ __html: preview.body }}
        />
      </div>
      <details className="rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer text-sm font-medium">Plain-text part</summary>
        <pre className="mt-2 whitespace-pre-wrap font-sans text-sm">{preview.text}</pre>
      </details>
    </section>
  );
}
