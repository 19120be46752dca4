import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostEditorForm } from "@/components/admin/editor/post-editor-form";
import { requireAdmin } from "@/lib/auth/session";
import { toEditablePost } from "@/lib/blog/editable-post";
import { getPostForEdit, listTerms } from "@/lib/blog/queries";
import { countRecipients, issueOfPost } from "@/lib/newsletter/issue-queries";
import { issuePath } from "@/lib/newsletter/paths";
import { parseRowId } from "@/lib/row-id";

export const metadata: Metadata = { title: "Edit Post" };

export default async function EditPostPage({ params }: PageProps<"/admin/posts/edit/[id]">) {
  await requireAdmin();
  const id = parseRowId((await params).id);
  if (id === null) notFound();
  const [post, categories, tags, recipients, issueId] = await Promise.all([
    getPostForEdit(id),
    listTerms("category"),
    listTerms("tag"),
    countRecipients(),
    issueOfPost(id),
  ]);
  if (!post) notFound();
  return (
    <PostEditorForm
      key={post.id}
      post={toEditablePost(post)}
      categories={categories}
      tags={tags}
      newsletter={{ recipients, issueHref: issueId ? issuePath(issueId) : null }}
    />
  );
}
