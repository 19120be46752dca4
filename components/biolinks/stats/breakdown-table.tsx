import { Link } from "@/components/ui/link";
import { statsPath } from "@/lib/biolinks/paths";
import type { Dimension } from "@/lib/biolinks/stats/dimensions";
import { FILTER_PARAMS } from "@/lib/biolinks/stats/filters";
import { DIMENSION_TITLES, flagOf, valueLabel } from "@/lib/biolinks/stats/labels";
import type { BreakdownRow } from "@/lib/biolinks/stats/view";
import { formatNumber } from "@/lib/format";

/**
 * One breakdown (countries, devices, sources…) as a table; each value is a link that adds it to the
 * filters. Long lists scroll inside their box, which takes keyboard focus so that they can be scrolled:
 * that box is the breakdown's one region, named by its heading (the wrapper is no landmark of the same
 * name, which axe's landmark-unique refuses).
 */
export function BreakdownTable({
  slug,
  dimension,
  rows,
  query,
}: {
  slug: string;
  dimension: Dimension;
  rows: BreakdownRow[];
  /** The view's range and filters, kept by the links. */
  query: Record<string, string>;
}) {
  const { title, column } = DIMENSION_TITLES[dimension];
  const id = `breakdown-${dimension}`;
  return (
    <div className="min-w-0 space-y-2">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing in this period.</p>
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-labelledby={id}
          className="max-h-80 overflow-auto rounded-lg border border-slate-200"
        >
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-white">
              <tr className="border-b border-slate-200">
                <th scope="col" className="px-2 py-2">
                  {column}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Views
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Visitors
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Clicks
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const label = valueLabel(dimension, row.value);
                const flag = dimension === "country" ? flagOf(row.value) : "";
                return (
                  <tr key={row.value} className="border-b border-slate-100">
                    <th scope="row" className="px-2 py-1.5 font-normal wrap-anywhere">
                      <Link
                        href={statsPath(slug, { ...query, [FILTER_PARAMS[dimension]]: row.value })}
                        className="text-brand-700 hover:underline"
                        aria-label={`${label}: show only ${column.toLowerCase()} ${label}`}
                      >
                        {flag ? <span aria-hidden>{flag} </span> : null}
                        {label}
                      </Link>
                    </th>
                    <td className="px-2 py-1.5 text-right">{formatNumber(row.views)}</td>
                    <td className="px-2 py-1.5 text-right">{formatNumber(row.visitors)}</td>
                    <td className="px-2 py-1.5 text-right">{formatNumber(row.clicks)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
