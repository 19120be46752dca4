import type { EeatReport } from "@/lib/tools/eeat/check";
import type { Status } from "@/lib/tools/eeat/signals";

const BADGE: Record<Status, string> = {
  pass: "bg-green-100 text-green-800",
  warn: "bg-amber-100 text-amber-900",
  fail: "bg-red-100 text-red-800",
};

export function EeatReportView({ report }: { report: EeatReport }) {
  return (
    <section aria-labelledby="eeat-result" className="mt-8 space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-xl border border-slate-200 bg-white p-6">
        <div>
          <h2 id="eeat-result" className="text-xl font-semibold">
            E-E-A-T score
          </h2>
          <p className="mt-1 break-all text-sm text-slate-600">{report.url}</p>
        </div>
        <p className="text-4xl font-bold tabular-nums" data-testid="eeat-overall">
          {report.overall}
          <span className="text-lg font-medium text-slate-500">/100</span>
        </p>
        <table className="w-full text-sm">
          <caption className="sr-only">Scores and weights per group</caption>
          <thead>
            <tr className="text-left text-slate-500">
              <th scope="col">Group</th>
              <th scope="col">Weight</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {report.groups.map((g) => (
              <tr key={g.group}>
                <th scope="row" className="py-1 text-left font-medium">
                  {g.group}
                </th>
                <td>{g.weight}%</td>
                <td data-testid={`eeat-score-${g.group}`}>{g.score}/100</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-slate-500">
          Each signal counts pass 1, warn ½, fail 0 within its group; the overall score is the weighted sum.
        </p>
      </div>

      {report.groups.map((g) => (
        <div key={g.group}>
          <h3 className="text-lg font-semibold">
            {g.group} <span className="text-sm font-normal text-slate-500">({g.score}/100)</span>
          </h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {g.signals.map((s) => (
              <li key={s.id} className="p-4" data-testid={`signal-${s.id}`}>
                <div className="flex items-center gap-3">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold uppercase ${BADGE[s.status]}`}
                  >
                    {s.status}
                  </span>
                  <span className="font-medium">{s.label}</span>
                </div>
                <p className="mt-2 break-words text-sm text-slate-800">
                  <span className="text-slate-500">Evidence: </span>
                  <code className="whitespace-pre-wrap font-sans">{s.evidence}</code>
                </p>
                <p className="mt-1 text-sm text-slate-600">{s.why}</p>
              </li>
            ))}
          </ul>
        </div>
      ))}

      <div className="rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm" data-testid="eeat-ai">
        <h3 className="font-semibold">AI reading of experience and quality</h3>
        {report.ai ? (
          <>
            <p className="mt-1">
              Rating: <strong>{report.ai.rating}</strong>. {report.ai.summary}
            </p>
            {report.ai.quotes.length ? (
              <ul className="mt-2 list-disc pl-5">
                {report.ai.quotes.map((q) => (
                  <li key={q}>“{q}”</li>
                ))}
              </ul>
            ) : null}
            <p className="mt-2 text-xs text-slate-500">
              Read from the page&apos;s main text only; it does not change the measured scores above.
            </p>
          </>
        ) : (
          <p className="mt-1 text-slate-600">
            {report.aiAvailable
              ? "The AI could not judge this page's main text; the measured signals above stand on their own."
              : "No AI provider is set up on this site, so only the measured signals are shown. They do not depend on AI."}
          </p>
        )}
      </div>
    </section>
  );
}
