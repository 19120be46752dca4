import { redirect } from "next/navigation";
import { requireAdmin } from "@/lib/auth/session";

// SPEC §2 lists /admin/ebooks/{id} beside the edit route: it opens the editor.
export default async function EbookByIdPage({ params }: PageProps<"/admin/ebooks/[id]">) {
  await requireAdmin();
  redirect(`/admin/ebooks/edit/${encodeURIComponent((await params).id)}`);
}
