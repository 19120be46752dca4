import { redirect } from "next/navigation";
import { requireAdmin } from "@/lib/auth/session";

/** SPEC lists /admin/posts/{id} as well; it is the editor's address too. */
export default async function PostByIdPage({ params }: PageProps<"/admin/posts/[id]">) {
  await requireAdmin();
  redirect(`/admin/posts/edit/${encodeURIComponent((await params).id)}`);
}
