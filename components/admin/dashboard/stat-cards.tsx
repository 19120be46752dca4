import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/lib/icons/set";
import Link from "next/link";
import type { BlogTotals } from "@/lib/blog/analytics";
import { formatNumber } from "@/lib/format";

export function StatCards({ totals }: { totals: BlogTotals }) {
  const cards: {
    title: string;
    value: number;
    note?: string;
    link?: { href: string; label: string };
    icon: IconName;
  }[] = [
    {
      title: "Total Posts",
      value: totals.totalPosts,
      note: `${formatNumber(totals.publishedPosts)} published`,
      icon: "FileText",
    },
    { title: "Total Views", value: totals.totalViews, note: "Across all published posts", icon: "Eye" },
    {
      title: "Categories",
      value: totals.totalCategories,
      link: { href: "/admin/categories", label: "Manage categories" },
      icon: "FolderTree",
    },
    {
      title: "Tags",
      value: totals.totalTags,
      link: { href: "/admin/tags", label: "Manage tags" },
      icon: "Tags",
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Blog statistics">
      {cards.map((card) => (
        <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-5">
          <div className="flex items-center justify-between text-sm text-slate-600">
            <span>{card.title}</span>
            <Icon name={card.icon} className="size-5 text-brand-600" />
          </div>
          <p className="mt-2 text-3xl font-bold">{formatNumber(card.value)}</p>
          {card.note ? <p className="mt-1 text-sm text-slate-500">{card.note}</p> : null}
          {card.link ? (
            <Link href={card.link.href} className="mt-1 inline-block text-sm text-brand-600 hover:underline">
              {card.link.label}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
