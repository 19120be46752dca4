import { Icon } from "@/components/icons/icon";
import type { Metadata } from "next";
import Link from "next/link";
import { EbookForm } from "@/components/admin/ebooks/ebook-form";
import { requireAdmin } from "@/lib/auth/session";
import { NEW_EBOOK_VALUES } from "@/lib/ebooks/form-values";
import { listEbookCategories } from "@/lib/ebooks/queries";

export const metadata: Metadata = { title: "Create New Ebook" };

export default async function NewEbookPage() {
  await requireAdmin();
  const categories = await listEbookCategories();
  return (
    <div className="space-y-6">
      <Link
        href="/admin/ebooks"
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <Icon name="ArrowLeft" className="size-4" /> Back to Ebooks
      </Link>
      <h1 className="text-2xl font-bold">Create New Ebook</h1>
      <EbookForm initial={NEW_EBOOK_VALUES} categories={categories} />
    </div>
  );
}
