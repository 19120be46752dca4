import { Link } from "@/components/ui/link";
import { statsPath } from "@/lib/biolinks/paths";
import { DIMENSIONS } from "@/lib/biolinks/stats/dimensions";
import { FILTER_PARAMS, filterQuery, type Filters } from "@/lib/biolinks/stats/filters";
import { DIMENSION_TITLES, valueLabel } from "@/lib/biolinks/stats/labels";
import { rangeQuery, type StatsRange } from "@/lib/biolinks/stats/range";

/** The filters in force, each with a link that removes it. */
export function ActiveFilters({
  slug,
  range,
  filters,
  linkTitle,
}: {
  slug: string;
  range: StatsRange;
  filters: Filters;
  linkTitle?: string;
}) {
  const query = { ...rangeQuery(range), ...filterQuery(filters) };
  const without = (param: string) => {
    const rest = { ...query };
    delete rest[param];
    return statsPath(slug, rest);
  };
  const chips = [
    ...(filters.link ? [{ param: "link", label: `Link: ${linkTitle ?? "a removed link"}` }] : []),
    ...DIMENSIONS.filter((d) => filters.values[d] !== undefined).map((d) => ({
      param: FILTER_PARAMS[d],
      label: `${DIMENSION_TITLES[d].column}: ${valueLabel(d, filters.values[d]!)}`,
    })),
  ];
  if (chips.length === 0) return null;
  return (
    <section aria-label="Filters" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">Showing only:</span>
      {chips.map((chip) => (
        <span key={chip.param} className="flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1">
          {chip.label}
          <Link
            href={without(chip.param)}
            className="font-semibold text-brand-700 hover:underline"
            aria-label={`Remove filter ${chip.label}`}
          >
            ×
          </Link>
        </span>
      ))}
      <Link href={statsPath(slug, rangeQuery(range))} className="text-brand-700 hover:underline">
        Clear filters
      </Link>
    </section>
  );
}
