import type { Metadata } from "next";
import { ScreenHeader } from "@/components/biolinks/screen-header";
import { notFound } from "next/navigation";
import { StatsScreen } from "@/components/biolinks/stats/stats-screen";
import { requireUser } from "@/lib/auth/session";
import { statsPath } from "@/lib/biolinks/paths";
import { filtersFrom } from "@/lib/biolinks/stats/filters";
import { rangeFrom } from "@/lib/biolinks/stats/range";
import { getStatsView } from "@/lib/biolinks/stats/view";

export const metadata: Metadata = { title: "Page statistics", robots: { index: false } };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function StatsPage({ params, searchParams }: PageProps<"/dashboard/stats/[slug]">) {
  const { slug } = await params;
  const { user } = await requireUser(statsPath(slug));
  const query = await searchParams;
  const { range, error } = rangeFrom({
    range: first(query.range),
    from: first(query.from),
    to: first(query.to),
  });
  const filters = filtersFrom(query);
  const stats = await getStatsView(user.id, slug, range, filters);
  if (!stats) notFound();
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <ScreenHeader title={`Statistics of /l/${slug}`} />
      <StatsScreen
        slug={slug}
        range={range}
        rangeError={error}
        filters={filters}
        stats={stats}
        linkTitle={stats.links.find((link) => link.id === filters.link)?.title}
      />
    </main>
  );
}
