import { Link } from "@/components/ui/link";
import type { PlagiarismReport } from "@/lib/tools/plagiarism/check";
import { closenessClass, HighlightedText } from "./highlighted-text";

const LIMITS = [
  "Paraphrases that change most of the words, translations, and ideas taken without their wording.",
  "Sources outside this site's published posts and ebooks (and outside the web search, when it runs).",
  "Copied passages shorter than the check type's minimum (10, 8 or 6 words).",
  "Text inside images, PDFs other than the ebook descriptions, or code.",
];

export function PlagiarismReportView({ text, report }: { text: string; report: PlagiarismReport }) {
  return (
    <section aria-labelledby="plagiarism-result" className="mt-8 space-y-6">
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="plagiarism-result" className="text-xl font-semibold">
          Similarity
        </h2>
        <p className="mt-2 text-4xl font-bold tabular-nums" data-testid="similarity">
          {report.similarity.toFixed(1)}%
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {report.passages.length === 0
            ? `No passage of your ${report.words} words matches this site's published posts or ebooks.`
            : `of your ${report.words} words are in ${report.passages.length} passage${report.passages.length === 1 ? "" : "s"} matching this site's published content (${report.checkType}).`}
        </p>
      </div>

      {report.passages.length > 0 ? (
        <>
          <HighlightedText text={text} passages={report.passages} />
          <ol className="space-y-3">
            {report.passages.map((p, n) => (
              <li
                key={n}
                id={`passage-${n + 1}`}
                className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">[{n + 1}]</span>
                  <span
                    className={`rounded px-1.5 py-0.5 text-xs font-semibold ${closenessClass(p.closeness)}`}
                  >
                    {p.closeness}% word for word
                  </span>
                  <Link href={p.source.url} className="font-medium text-brand-700 underline">
                    {p.source.title}
                  </Link>
                  <span className="text-slate-500">({p.source.kind === "post" ? "blog post" : "ebook"})</span>
                </div>
                <p className="mt-2 text-slate-700">
                  <span className="text-slate-500">Source text: </span>“{p.source.excerpt}”
                </p>
              </li>
            ))}
          </ol>
        </>
      ) : null}

      <div className="rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm" data-testid="web-search">
        <h3 className="font-semibold">The web</h3>
        {report.web.searched ? (
          report.web.results.length ? (
            <ul className="mt-2 space-y-2">
              {report.web.results.map((r, n) => (
                <li key={n}>
                  <a
                    href={r.url}
                    className="font-medium text-brand-700 underline"
                    rel="nofollow noreferrer"
                    target="_blank"
                  >
                    {r.title}
                  </a>
                  <span className="block text-slate-600">{r.snippet}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1">No web page was found containing your most distinctive sentences.</p>
          )
        ) : (
          <p className="mt-1">{report.web.reason}</p>
        )}
      </div>

      <div className="text-sm text-slate-600">
        <h3 className="font-semibold text-slate-900">What this check cannot detect</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {LIMITS.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
