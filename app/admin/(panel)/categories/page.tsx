import type { Metadata } from "next";
import { TermsScreen } from "@/components/admin/terms/terms-screen";
import { requireAdmin } from "@/lib/auth/session";
import { listTerms } from "@/lib/blog/queries";

export const metadata: Metadata = { title: "Categories" };

export default async function AdminCategoriesPage({ searchParams }: PageProps<"/admin/categories">) {
  await requireAdmin();
  const { q } = await searchParams;
  const query = typeof q === "string" ? q.trim().slice(0, 100) : "";
  const terms = await listTerms("category", query || undefined);
  return <TermsScreen kind="category" terms={terms} q={query} />;
}
