import type { MatchedPassage } from "@/lib/tools/plagiarism/check";

export function closenessClass(closeness: number): string {
  if (closeness >= 95) return "bg-red-200 text-red-950";
  if (closeness >= 80) return "bg-orange-200 text-orange-950";
  return "bg-amber-100 text-amber-950";
}

/** The submitted text with each matching passage marked, coloured by closeness and numbered by source. */
export function HighlightedText({ text, passages }: { text: string; passages: MatchedPassage[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  passages.forEach((p, n) => {
    const start = Math.max(p.start, at);
    if (start >= p.end) return;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark
        key={n}
        className={`rounded px-0.5 ${closenessClass(p.closeness)}`}
        title={`${p.closeness}% match with “${p.source.title}”`}
      >
        {text.slice(start, p.end)}
        <sup>
          <a href={`#passage-${n + 1}`} className="ml-0.5 font-semibold no-underline">
            [{n + 1}]
          </a>
        </sup>
      </mark>,
    );
    at = p.end;
  });
  parts.push(text.slice(at));
  return (
    <div
      className="whitespace-pre-wrap rounded-xl border border-slate-200 bg-white p-5 leading-7"
      data-testid="highlighted-text"
    >
      {parts}
    </div>
  );
}
