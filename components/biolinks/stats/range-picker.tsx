import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { inputClass } from "@/components/ui/field";
import { statsPath } from "@/lib/biolinks/paths";
import { filterQuery, type Filters } from "@/lib/biolinks/stats/filters";
import { PRESETS, type StatsRange } from "@/lib/biolinks/stats/range";

/** The period presets, and a custom period as a plain form (it works without JavaScript). */
export function RangePicker({ slug, range, filters }: { slug: string; range: StatsRange; filters: Filters }) {
  const kept = filterQuery(filters);
  return (
    <div className="space-y-3">
      <nav aria-label="Period" className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => (
          <Link
            key={preset.id}
            href={statsPath(slug, { range: preset.id, ...kept })}
            aria-current={preset.id === range.preset ? "page" : undefined}
            className={cn(
              "rounded-lg border px-3 py-1.5 text-sm",
              preset.id === range.preset ? "border-brand-600 bg-brand-50 font-semibold" : "border-slate-300",
            )}
          >
            {preset.label}
          </Link>
        ))}
      </nav>
      <form
        method="get"
        action={statsPath(slug)}
        className="flex flex-wrap items-end gap-3"
        aria-label="Custom period"
      >
        <input type="hidden" name="range" value="custom" />
        {Object.entries(kept).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="text-sm">
          <span className="block font-medium text-slate-700">From</span>
          <input
            type="date"
            name="from"
            required
            defaultValue={range.from}
            className={cn(inputClass, "w-40")}
          />
        </label>
        <label className="text-sm">
          <span className="block font-medium text-slate-700">To</span>
          <input type="date" name="to" required defaultValue={range.to} className={cn(inputClass, "w-40")} />
        </label>
        <button type="submit" className={buttonClass("secondary", "px-3 py-2")}>
          Show period
        </button>
      </form>
    </div>
  );
}
