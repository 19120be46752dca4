import { Eye, FileText, FolderTree, Tags } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { requireAdmin } from "@/lib/auth/session";
import { getBlogTotals } from "@/lib/blog/analytics";

export const metadata: Metadata = { title: "Dashboard" };

const number = new Intl.NumberFormat("en-US");

export default async function AdminDashboardPage() {
  await requireAdmin();
  const totals = await getBlogTotals();
  const cards = [
    {
      title: "Total Posts",
      value: totals.totalPosts,
      note: `${totals.publishedPosts} published`,
      icon: FileText,
    },
    { title: "Total Views", value: totals.totalViews, note: "Across all published posts", icon: Eye },
    {
      title: "Categories",
      value: totals.totalCategories,
      link: { href: "/admin/categories", label: "Manage categories" },
      icon: FolderTree,
    },
    {
      title: "Tags",
      value: totals.totalTags,
      link: { href: "/admin/tags", label: "Manage tags" },
      icon: Tags,
    },
  ];
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Dashboard</h1>
          <p className="text-slate-600">Welcome back! Here&apos;s what&apos;s happening with your blog.</p>
        </div>
        <Link href="/admin/posts/new" className={buttonClass()}>
          New Post
        </Link>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-5">
            <div className="flex items-center justify-between text-sm text-slate-600">
              <span>{card.title}</span>
              <card.icon className="size-5 text-brand-600" aria-hidden />
            </div>
            <p className="mt-2 text-3xl font-bold">{number.format(card.value)}</p>
            {card.note ? <p className="mt-1 text-sm text-slate-500">{card.note}</p> : null}
            {card.link ? (
              <Link
                href={card.link.href}
                className="mt-1 inline-block text-sm text-brand-600 hover:underline"
              >
                {card.link.label}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
