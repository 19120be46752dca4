import type { SnippetPart } from "@/lib/blog/highlight";

/** A search snippet: every part is text (React escapes it), matched words inside our own <mark>. */
export function SearchSnippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <span data-testid="search-snippet">
      {parts.map((part, i) =>
        part.marked ? (
          <mark key={i} className="rounded-sm bg-yellow-100 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}
