import { Fragment, type ReactNode } from "react";

// A small Markdown subset for long-form results (headings, lists, quotes, bold, italics), rendered as
// React elements: model output never reaches the page as HTML.

function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|\*[^*\s][^*]*\*)/g).map((part, i) => {
    if (part.startsWith("**") && part.endsWith("**")) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.length > 2 && part.startsWith("*") && part.endsWith("*"))
      return <em key={i}>{part.slice(1, -1)}</em>;
    return <Fragment key={i}>{part}</Fragment>;
  });
}

function lines(block: string, prefix: RegExp): string[] {
  return block.split("\n").map((l) => l.replace(prefix, "").trim());
}

/** Whether a short result uses Markdown (bold labels, lists, headings) and so must be rendered, not shown raw. */
export function looksLikeMarkdown(text: string): boolean {
  return /\*\*[^*\n]+\*\*|^#{1,4}\s|^[-*] \S|^\d+\. \S|^>\s/m.test(text);
}

const LIST_ITEM = /^([-*] |\d+\. )/;

/** A label line directly above a list ("**Commercial**" then "- item" lines) becomes its own block. */
function separateLists(text: string): string {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    const previous = out.at(-1);
    if (previous && line.trim() && LIST_ITEM.test(line) !== LIST_ITEM.test(previous)) out.push("");
    out.push(line);
  }
  return out.join("\n");
}

export function Markdown({ text }: { text: string }) {
  const blocks = separateLists(text)
    .split(/\n{2,}/)
    .filter((b) => b.trim());
  return (
    <div className="space-y-4 leading-relaxed text-slate-800">
      {blocks.map((block, i) => {
        const b = block.trim();
        const heading = b.match(/^(#{1,4})\s+(.*)$/);
        if (heading && !b.includes("\n")) {
          const level = heading[1]!.length;
          const content = inline(heading[2]!);
          if (level === 1)
            return (
              <h2 key={i} className="text-2xl font-bold">
                {content}
              </h2>
            );
          if (level === 2)
            return (
              <h3 key={i} className="pt-2 text-xl font-semibold">
                {content}
              </h3>
            );
          return (
            <h4 key={i} className="font-semibold">
              {content}
            </h4>
          );
        }
        if (/^[-*] /.test(b)) {
          return (
            <ul key={i} className="list-disc space-y-1 pl-6">
              {lines(b, /^[-*] /).map((l, j) => (
                <li key={j}>{inline(l)}</li>
              ))}
            </ul>
          );
        }
        if (/^\d+\. /.test(b)) {
          return (
            <ol key={i} className="list-decimal space-y-1 pl-6">
              {lines(b, /^\d+\. /).map((l, j) => (
                <li key={j}>{inline(l)}</li>
              ))}
            </ol>
          );
        }
        if (b.startsWith(">")) {
          return (
            <blockquote key={i} className="border-l-4 border-brand-200 bg-brand-50/50 px-4 py-2 text-sm">
              {lines(b, /^>\s?/).map((l, j) => (
                <p key={j}>{inline(l)}</p>
              ))}
            </blockquote>
          );
        }
        return (
          <p key={i} className="whitespace-pre-line">
            {inline(b)}
          </p>
        );
      })}
    </div>
  );
}
