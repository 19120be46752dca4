import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { SequenceScreen } from "@/components/newsletter/sequence-screen";
import { requireAdmin } from "@/lib/auth/session";
import { newsletterPath, sequencePath } from "@/lib/newsletter/paths";
import { moveStepAction, setSequenceStatusAction } from "@/lib/newsletter/sequence-actions";
import { getSequence } from "@/lib/newsletter/sequence-queries";

export const metadata: Metadata = { title: "Welcome sequence" };

export default async function SequencePage() {
  await requireAdmin();
  const sequence = await getSequence(null);
  return (
    <div className="space-y-6">
      <Link href={newsletterPath()} className="text-sm text-brand-700 hover:underline">
        ← Newsletter
      </Link>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">Welcome sequence</h1>
        <p className="text-slate-600">
          E-mails the newsletter sends by itself to each new subscriber: a welcome when they confirm, then up
          to five more, days apart.
        </p>
      </header>
      <SequenceScreen
        sequence={sequence}
        actions={{ setStatus: setSequenceStatusAction, move: moveStepAction }}
        hrefOf={sequencePath}
      />
    </div>
  );
}
