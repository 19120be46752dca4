import type { Breakdown } from "@/lib/tools/after-sales/formulas";

const PARTS: { key: keyof Breakdown; label: string; className: string }[] = [
  { key: "returns", label: "Returns", className: "bg-rose-500" },
  { key: "support", label: "Support", className: "bg-amber-500" },
  { key: "warranty", label: "Warranty", className: "bg-brand-500" },
];

/** Horizontal bars of where after-sales money goes, with the numbers in the same list for screen readers. */
export function CostBreakdown({ costs, format }: { costs: Breakdown; format: (n: number) => string }) {
  const max = Math.max(1, costs.returns, costs.support, costs.warranty);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-5">
      <figcaption className="text-sm font-semibold text-slate-900">After-sales cost by kind</figcaption>
      <ul className="mt-4 space-y-3">
        {PARTS.map((p) => (
          <li key={p.key} className="grid grid-cols-[6rem_1fr_auto] items-center gap-3 text-sm">
            <span className="text-slate-600">{p.label}</span>
            <span className="h-3 rounded bg-slate-100" aria-hidden>
              <span
                className={`block h-3 rounded ${p.className}`}
                style={{ width: `${(costs[p.key] / max) * 100}%` }}
              />
            </span>
            <span className="tabular-nums text-slate-900" data-testid={`cost-${p.key}`}>
              {format(costs[p.key])}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
