import type { Metadata } from "next";
import { PostEditorForm } from "@/components/admin/editor/post-editor-form";
import { requireAdmin } from "@/lib/auth/session";
import { listTerms } from "@/lib/blog/queries";
import { countRecipients } from "@/lib/newsletter/issue-queries";

export const metadata: Metadata = { title: "Create New Post" };

export default async function NewPostPage() {
  await requireAdmin();
  const [categories, tags, recipients] = await Promise.all([
    listTerms("category"),
    listTerms("tag"),
    countRecipients(),
  ]);
  return (
    <PostEditorForm
      post={null}
      categories={categories}
      tags={tags}
      newsletter={{ recipients, issueHref: null }}
    />
  );
}
