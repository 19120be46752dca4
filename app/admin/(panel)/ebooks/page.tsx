import { Icon } from "@/components/icons/icon";
import type { Metadata } from "next";
import Link from "next/link";
import { DownloadsChart, EbookStatsTiles } from "@/components/admin/ebooks/ebook-stats";
import { EbookFilters } from "@/components/admin/ebooks/ebook-filters";
import { EbooksTable } from "@/components/admin/ebooks/ebooks-table";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { requireAdmin } from "@/lib/auth/session";
import { EBOOK_MESSAGES } from "@/lib/ebooks/constants";
import { getDailyDownloads, getEbookStats, listEbooks, listUsedEbookCategories } from "@/lib/ebooks/queries";
import { ebookListFiltersSchema } from "@/lib/ebooks/validation";

export const metadata: Metadata = { title: "Manage Ebooks" };

export default async function ManageEbooksPage({ searchParams }: PageProps<"/admin/ebooks">) {
  await requireAdmin();
  const filters = ebookListFiltersSchema.parse(await searchParams);
  const [ebooks, stats, daily, categories] = await Promise.all([
    listEbooks(filters),
    getEbookStats(),
    getDailyDownloads(),
    listUsedEbookCategories(),
  ]);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Manage Ebooks</h1>
          <p className="text-slate-600">Publish, feature and track downloads of your free ebooks.</p>
        </div>
        <Link href="/admin/ebooks/new" className={buttonClass()}>
          <Icon name="Plus" className="size-4" /> Add New Ebook
        </Link>
      </header>
      <EbookStatsTiles stats={stats} />
      <DownloadsChart days={daily} />
      <EbookFilters filters={filters} categories={categories} />
      {ebooks.length === 0 ? (
        <EmptyState
          title={EBOOK_MESSAGES.noEbooks}
          action={
            <Link href="/admin/ebooks/new" className={buttonClass()}>
              Add Your First Ebook
            </Link>
          }
        />
      ) : (
        <EbooksTable ebooks={ebooks} />
      )}
    </div>
  );
}
