import type { Metadata } from "next";
import { TermsScreen } from "@/components/admin/terms/terms-screen";
import { requireAdmin } from "@/lib/auth/session";
import { listTerms } from "@/lib/blog/queries";

export const metadata: Metadata = { title: "Tags" };

export default async function AdminTagsPage({ searchParams }: PageProps<"/admin/tags">) {
  await requireAdmin();
  const { q } = await searchParams;
  const query = typeof q === "string" ? q.trim().slice(0, 100) : "";
  const terms = await listTerms("tag", query || undefined);
  return <TermsScreen kind="tag" terms={terms} q={query} />;
}
