import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ScreenHeader } from "@/components/biolinks/screen-header";
import { SubscriberImportForm } from "@/components/biolinks/subscriber-import-form";
import { requireUser } from "@/lib/auth/session";
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "@/lib/biolinks/import/csv";
import { ownPage } from "@/lib/biolinks/newsletter/queries";
import { subscriberImportPath } from "@/lib/biolinks/paths";

export const metadata: Metadata = { title: "Import subscribers", robots: { index: false } };

export default async function ImportSubscribersPage({
  params,
}: PageProps<"/dashboard/subscribers/[slug]/import">) {
  const { slug } = await params;
  const { user } = await requireUser(subscriberImportPath(slug));
  if (!(await ownPage(user.id, slug))) notFound();
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <ScreenHeader title={`Import subscribers to /l/${slug}`} />
      <SubscriberImportForm slug={slug} maxBytes={MAX_IMPORT_BYTES} maxRows={MAX_IMPORT_ROWS} />
    </main>
  );
}
