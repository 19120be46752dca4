import type { Metadata } from "next";
import { ScreenHeader } from "@/components/biolinks/screen-header";
import { notFound } from "next/navigation";
import { PageEditor } from "@/components/biolinks/editor/page-editor";
import { requireUser } from "@/lib/auth/session";
import { editPath } from "@/lib/biolinks/paths";
import { getEditablePage } from "@/lib/biolinks/queries";
import { storedFileUrl } from "@/lib/storage";

export const metadata: Metadata = { title: "Edit page", robots: { index: false } };

export default async function EditPage({ params }: PageProps<"/edit/[slug]">) {
  const { slug } = await params;
  const { user } = await requireUser(editPath(slug));
  // Only the owner finds the page: for anyone else it does not exist.
  const page = await getEditablePage(user.id, slug);
  if (!page) notFound();
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <ScreenHeader title={`Edit /l/${page.slug}`} />
      <PageEditor
        pageId={page.id}
        slug={page.slug}
        initial={page.draft}
        avatarUrl={page.avatarKey ? storedFileUrl(page.avatarKey) : null}
        timeZones={Intl.supportedValuesOf("timeZone")}
      />
    </main>
  );
}
