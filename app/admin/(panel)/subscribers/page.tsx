import type { Metadata } from "next";
import Link from "next/link";
import { BarChart } from "@/components/ui/bar-chart";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { inputClass } from "@/components/ui/field";
import { requireAdmin } from "@/lib/auth/session";
import { subscriberFiltersSchema } from "@/lib/newsletter/validation";
import { formatDate, formatNumber } from "@/lib/format";
import { getSubscriberCounts, getSubscriberGrowth, listSubscribers } from "@/lib/newsletter/queries";

export const metadata: Metadata = { title: "Subscribers" };

const STATUS_LABEL = { active: "Active", pending: "Awaiting confirmation", unsubscribed: "Unsubscribed" };

export default async function SubscribersPage({ searchParams }: PageProps<"/admin/subscribers">) {
  await requireAdmin();
  const { q, status } = subscriberFiltersSchema.parse(await searchParams);
  const [rows, counts, growth] = await Promise.all([
    listSubscribers({ q, status }),
    getSubscriberCounts(),
    getSubscriberGrowth(30),
  ]);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Subscribers</h1>
          <p className="text-slate-600">Newsletter sign-ups from the site footer.</p>
        </div>
        <a href="/admin/subscribers/export" className={buttonClass("secondary")} download>
          Export CSV
        </a>
      </header>
      <dl className="grid gap-4 sm:grid-cols-4">
        {[
          ["Total", counts.total],
          ["Active", counts.active],
          ["Awaiting confirmation", counts.pending],
          ["Unsubscribed", counts.unsubscribed],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold">{formatNumber(value as number)}</dd>
          </div>
        ))}
      </dl>
      <section className="rounded-xl border border-slate-200 bg-white p-4">
        <BarChart
          title="New subscribers, last 30 days"
          unit="sign-ups"
          data={growth.map((d) => ({ label: formatDate(d.day), value: d.value }))}
        />
      </section>
      <form className="flex flex-wrap gap-2" role="search">
        <label htmlFor="q" className="sr-only">
          Search by e-mail
        </label>
        <input
          id="q"
          name="q"
          defaultValue={q}
          placeholder="Search by e-mail..."
          className={`${inputClass} max-w-xs`}
        />
        <label htmlFor="status" className="sr-only">
          Status
        </label>
        <select id="status" name="status" defaultValue={status ?? ""} className={`${inputClass} max-w-40`}>
          <option value="">All statuses</option>
          <option value="active">Active</option>
          <option value="pending">Awaiting confirmation</option>
          <option value="unsubscribed">Unsubscribed</option>
        </select>
        <button type="submit" className={buttonClass("secondary")}>
          Filter
        </button>
        {q || status ? (
          <Link href="/admin/subscribers" className={buttonClass("ghost")}>
            Clear
          </Link>
        ) : null}
      </form>
      {rows.length === 0 ? (
        <EmptyState title={q || status ? "No subscribers found" : "No subscribers yet"} />
      ) : (
        // Scrolls inside its own box on a phone instead of widening the page.
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th className="px-4 py-2">E-mail</th>
                <th className="px-4 py-2">Status</th>
                <th className="px-4 py-2">Source</th>
                <th className="px-4 py-2">Subscribed</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id}>
                  <td className="px-4 py-2">{r.email}</td>
                  <td className="px-4 py-2">
                    <Badge
                      className={
                        r.status === "active" ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"
                      }
                    >
                      {STATUS_LABEL[r.status]}
                    </Badge>
                  </td>
                  <td className="px-4 py-2">{r.source}</td>
                  <td className="px-4 py-2">{formatDate(r.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
