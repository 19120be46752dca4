import { NewPostLink } from "@/components/admin/posts/new-post-link";
import type { Metadata } from "next";
import { CategoryPanel } from "@/components/admin/dashboard/category-panel";
import { ActionButton } from "@/components/admin/action-button";
import { RecentPosts, TopPosts } from "@/components/admin/dashboard/post-panels";
import { QuickActions } from "@/components/admin/dashboard/quick-actions";
import { RefreshButton } from "@/components/admin/dashboard/refresh-button";
import { SetupRequired } from "@/components/admin/dashboard/setup-required";
import { StatCards } from "@/components/admin/dashboard/stat-cards";
import { StatusPanel } from "@/components/admin/dashboard/status-panel";
import { ViewsChart } from "@/components/admin/dashboard/views-chart";
import { requireAdmin } from "@/lib/auth/session";
import { getBlogAnalytics, getViewsPerDay } from "@/lib/blog/analytics";
import { testConnection } from "@/lib/system/actions";
import { getDatabaseStatus, isMigrated } from "@/lib/system/status";

export const metadata: Metadata = { title: "Dashboard" };

async function loadDashboard() {
  const status = await getDatabaseStatus();
  if (!isMigrated(status)) return { ok: false as const, reason: status.error };
  try {
    const [analytics, views] = await Promise.all([getBlogAnalytics(), getViewsPerDay(30)]);
    return { ok: true as const, analytics, views };
  } catch (error) {
    // SPEC §8: analytics that fail to load lead to the setup screen.
    console.error("[creatorkit] dashboard analytics failed", error);
    return { ok: false as const, reason: undefined };
  }
}

export default async function AdminDashboardPage() {
  await requireAdmin();
  const data = await loadDashboard();
  if (!data.ok) return <SetupRequired reason={data.reason} />;
  const { analytics, views } = data;
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Dashboard</h1>
          <p className="text-slate-600">Welcome back! Here&apos;s what&apos;s happening with your blog.</p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <RefreshButton />
          <ActionButton action={testConnection} label="Test Connection" pendingLabel="Testing..." />
          <NewPostLink />
        </div>
      </header>
      <StatCards totals={analytics} />
      <div className="grid gap-6 lg:grid-cols-3">
        <StatusPanel analytics={analytics} />
        <RecentPosts posts={analytics.recentPosts} />
        <TopPosts posts={analytics.topPosts} />
      </div>
      <ViewsChart series={views} />
      <div className="grid gap-6 lg:grid-cols-2">
        <QuickActions />
        {analytics.postsByCategory.length > 0 ? <CategoryPanel analytics={analytics} /> : null}
      </div>
    </div>
  );
}
