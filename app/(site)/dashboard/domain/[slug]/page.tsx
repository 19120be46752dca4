import type { Metadata } from "next";
import { ScreenHeader } from "@/components/biolinks/screen-header";
import { notFound } from "next/navigation";
import { DomainSettings } from "@/components/biolinks/domain/domain-settings";
import { requireUser } from "@/lib/auth/session";
import { getOwnDomain } from "@/lib/biolinks/domains/store";
import { domainSettingsPath } from "@/lib/biolinks/paths";

export const metadata: Metadata = { title: "Custom domain", robots: { index: false } };

export default async function DomainPage({ params }: PageProps<"/dashboard/domain/[slug]">) {
  const { slug } = await params;
  const { user } = await requireUser(domainSettingsPath(slug));
  const own = await getOwnDomain(user.id, slug);
  if (!own) notFound();
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <ScreenHeader title={`Custom domain for /l/${slug}`} />
      <DomainSettings pageId={own.pageId} row={own.domain} now={new Date()} />
    </main>
  );
}
