import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ScreenHeader } from "@/components/biolinks/screen-header";
import { SequenceScreen } from "@/components/newsletter/sequence-screen";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/session";
import {
  moveCreatorStepAction,
  setCreatorSequenceStatusAction,
} from "@/lib/biolinks/newsletter/sequence-actions";
import { ownPage } from "@/lib/biolinks/newsletter/queries";
import { newsletterPath, sequencePath } from "@/lib/biolinks/paths";
import { getSequence } from "@/lib/newsletter/sequence-queries";

export const metadata: Metadata = { title: "Welcome sequence", robots: { index: false } };

export default async function CreatorSequencePage({
  params,
}: PageProps<"/dashboard/newsletter/[slug]/sequence">) {
  const { slug } = await params;
  const { user } = await requireUser(sequencePath(slug));
  const page = await ownPage(user.id, slug);
  if (!page) notFound();
  const sequence = await getSequence(page.id);
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <Link href={newsletterPath(slug)} className="text-sm text-brand-700 hover:underline">
        {`← Newsletter of /l/${slug}`}
      </Link>
      <ScreenHeader title="Welcome sequence" />
      <p className="text-slate-700">
        E-mails your page sends by itself to each new subscriber: a welcome when they confirm, then up to five
        more, days apart. Addresses you import do not get them.
      </p>
      <SequenceScreen
        sequence={sequence}
        actions={{ setStatus: setCreatorSequenceStatusAction, move: moveCreatorStepAction }}
        fields={{ slug }}
        hrefOf={(id) => sequencePath(slug, id)}
      />
    </main>
  );
}
