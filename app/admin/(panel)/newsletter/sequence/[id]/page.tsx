import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SequenceStepScreen } from "@/components/newsletter/sequence-step-screen";
import { requireAdmin } from "@/lib/auth/session";
import { emailPlainText } from "@/lib/email/plain-text";
import { newsletterIssueBody, newsletterIssueEmail } from "@/lib/email/templates";
import { sequencePath } from "@/lib/newsletter/paths";
import { deleteStepAction, saveStepAction, sendStepTestAction } from "@/lib/newsletter/sequence-actions";
import { getSequence } from "@/lib/newsletter/sequence-queries";

export const metadata: Metadata = { title: "Welcome sequence e-mail" };

const ACTIONS = { save: saveStepAction, sendTest: sendStepTestAction, remove: deleteStepAction };

export default async function SequenceStepPage({
  params,
  searchParams,
}: PageProps<"/admin/newsletter/sequence/[id]">) {
  const session = await requireAdmin();
  const { id } = await params;
  const { steps } = await getSequence(null);
  // "new", or one of this list's e-mails: anything else is not found.
  const index = id === "new" ? steps.length : steps.findIndex((step) => step.id === id);
  if (index < 0) notFound();
  const step = steps[index] ?? null;
  const mail = step
    ? newsletterIssueEmail({ ...step, text: emailPlainText(step.html) }, "#unsubscribe")
    : null;
  return (
    <SequenceStepScreen
      step={step}
      first={index === 0}
      saved={step !== null && (await searchParams).saved === "1"}
      actions={ACTIONS}
      backHref={sequencePath()}
      testTo={session.user.email}
      preview={
        step && mail ? { body: newsletterIssueBody(step.html, "#unsubscribe"), text: mail.text } : null
      }
    />
  );
}
