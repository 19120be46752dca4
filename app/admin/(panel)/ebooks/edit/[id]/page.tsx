import { Icon } from "@/components/icons/icon";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "@/lib/zod";
import { EbookForm } from "@/components/admin/ebooks/ebook-form";
import { requireAdmin } from "@/lib/auth/session";
import { ebookFormValues } from "@/lib/ebooks/form-values";
import { getEbookForEdit, listEbookCategories } from "@/lib/ebooks/queries";

export const metadata: Metadata = { title: "Edit Ebook" };

export default async function EditEbookPage({ params }: PageProps<"/admin/ebooks/edit/[id]">) {
  await requireAdmin();
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) notFound();
  const [ebook, categories] = await Promise.all([getEbookForEdit(id.data), listEbookCategories()]);
  if (!ebook) notFound();
  return (
    <div className="space-y-6">
      <Link
        href="/admin/ebooks"
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <Icon name="ArrowLeft" className="size-4" /> Back to Ebooks
      </Link>
      <h1 className="text-2xl font-bold">Edit Ebook</h1>
      <EbookForm initial={ebookFormValues(ebook)} categories={categories} />
    </div>
  );
}
