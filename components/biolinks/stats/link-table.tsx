import { Link } from "@/components/ui/link";
import { statsPath } from "@/lib/biolinks/paths";
import type { StatsView } from "@/lib/biolinks/stats/view";
import { formatNumber } from "@/lib/format";

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** The page's links with their clicks; each title filters the view to that link. */
export function LinkTable({
  slug,
  links,
  query,
}: {
  slug: string;
  links: StatsView["links"];
  query: Record<string, string>;
}) {
  return (
    <section aria-labelledby="links-heading" className="space-y-2">
      <h2 id="links-heading" className="text-lg font-semibold">
        Links
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2">
                Link
              </th>
              <th scope="col" className="py-2 text-right">
                Clicks
              </th>
              <th scope="col" className="py-2 text-right">
                Total clicks
              </th>
              <th scope="col" className="py-2 text-right">
                CTR
              </th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => (
              <tr key={link.id} className="border-b border-slate-100">
                <th scope="row" className="py-2 font-normal wrap-anywhere">
                  <Link
                    href={statsPath(slug, { ...query, link: link.id })}
                    className="text-brand-700 hover:underline"
                    aria-label={`${link.title}: show only this link's clicks`}
                  >
                    {link.title}
                  </Link>
                </th>
                <td className="py-2 text-right">{formatNumber(link.clicks)}</td>
                <td className="py-2 text-right">{formatNumber(link.totalClicks)}</td>
                <td className="py-2 text-right">{percent.format(link.ctr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
