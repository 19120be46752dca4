import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SequenceStepScreen } from "@/components/newsletter/sequence-step-screen";
import { requireUser } from "@/lib/auth/session";
import {
  deleteCreatorStepAction,
  saveCreatorStepAction,
  sendCreatorStepTestAction,
} from "@/lib/biolinks/newsletter/sequence-actions";
import { ownPage } from "@/lib/biolinks/newsletter/queries";
import { publicPath, sequencePath } from "@/lib/biolinks/paths";
import { emailPlainText } from "@/lib/email/plain-text";
import { creatorIssueBody, creatorIssueEmail } from "@/lib/email/templates";
import { getSequence } from "@/lib/newsletter/sequence-queries";
import { absoluteUrl } from "@/lib/site-url";

export const metadata: Metadata = { title: "Welcome sequence e-mail", robots: { index: false } };

const ACTIONS = {
  save: saveCreatorStepAction,
  sendTest: sendCreatorStepTestAction,
  remove: deleteCreatorStepAction,
};

export default async function CreatorSequenceStepPage({
  params,
  searchParams,
}: PageProps<"/dashboard/newsletter/[slug]/sequence/[id]">) {
  const { slug, id } = await params;
  const { user } = await requireUser(sequencePath(slug, id));
  const page = await ownPage(user.id, slug);
  if (!page) notFound();
  const { steps } = await getSequence(page.id);
  // "new", or one of this page's e-mails: anything else is not found.
  const index = id === "new" ? steps.length : steps.findIndex((step) => step.id === id);
  if (index < 0) notFound();
  const step = steps[index] ?? null;
  const footer = {
    pageName: page.displayName || page.title,
    pageUrl: absoluteUrl(publicPath(slug)),
    unsubscribeUrl: "#unsubscribe",
    reportUrl: "#report",
  };
  const mail = step ? creatorIssueEmail({ ...step, text: emailPlainText(step.html) }, footer) : null;
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <SequenceStepScreen
        step={step}
        first={index === 0}
        saved={step !== null && (await searchParams).saved === "1"}
        actions={ACTIONS}
        fields={{ slug }}
        backHref={sequencePath(slug)}
        testTo={user.email}
        preview={step && mail ? { body: creatorIssueBody(step.html, footer), text: mail.text } : null}
      />
    </main>
  );
}
