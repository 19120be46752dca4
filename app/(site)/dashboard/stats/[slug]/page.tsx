import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { PageStatsView } from "@/components/biolinks/page-stats";
import { requireUser } from "@/lib/auth/session";
import { statsPath } from "@/lib/biolinks/paths";
import { getPageStats, STATS_PERIODS, type StatsPeriod } from "@/lib/biolinks/stats";

export const metadata: Metadata = { title: "Page statistics", robots: { index: false } };

export default async function StatsPage({ params, searchParams }: PageProps<"/dashboard/stats/[slug]">) {
  const { slug } = await params;
  const { user } = await requireUser(statsPath(slug));
  const asked = Number((await searchParams).days);
  const days: StatsPeriod = STATS_PERIODS.find((p) => p === asked) ?? 7;
  const stats = await getPageStats(user.id, slug, days);
  if (!stats) notFound();
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <header className="space-y-1">
        <Link href="/dashboard" className="text-sm text-brand-700 hover:underline">
          ← Dashboard
        </Link>
        <h1 className="text-3xl font-bold">Statistics of /l/{slug}</h1>
      </header>
      <PageStatsView slug={slug} stats={stats} days={days} />
    </main>
  );
}
