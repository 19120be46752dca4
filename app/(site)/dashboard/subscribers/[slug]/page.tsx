import type { Metadata } from "next";
import { ScreenHeader } from "@/components/biolinks/screen-header";
import { notFound } from "next/navigation";
import { SubscriberList } from "@/components/biolinks/subscriber-list";
import { requireUser } from "@/lib/auth/session";
import { subscribersPath } from "@/lib/biolinks/paths";
import { getOwnSubscribers } from "@/lib/biolinks/subscriber-queries";

export const metadata: Metadata = { title: "Subscribers", robots: { index: false } };

export default async function SubscribersPage({ params }: PageProps<"/dashboard/subscribers/[slug]">) {
  const { slug } = await params;
  const { user } = await requireUser(subscribersPath(slug));
  const list = await getOwnSubscribers(user.id, slug, 1000);
  if (!list) notFound();
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <ScreenHeader title={`Subscribers of /l/${slug}`} />
      <SubscriberList slug={slug} rows={list.rows} />
    </main>
  );
}
