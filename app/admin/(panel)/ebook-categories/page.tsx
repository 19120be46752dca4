import type { Metadata } from "next";
import { EbookCategoriesManager } from "@/components/admin/ebooks/ebook-categories-manager";
import { requireAdmin } from "@/lib/auth/session";
import { listEbookCategories } from "@/lib/ebooks/queries";

export const metadata: Metadata = { title: "Ebook Categories" };

export default async function EbookCategoriesPage() {
  await requireAdmin();
  return <EbookCategoriesManager categories={await listEbookCategories()} />;
}
