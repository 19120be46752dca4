import type { Metadata } from "next";
import { LinkActionForm } from "@/components/newsletter/link-action-form";
import { Alert } from "@/components/ui/alert";
import { reportNewsletterIssue } from "@/lib/newsletter/actions";

export const metadata: Metadata = { title: "Report abuse", robots: { index: false } };

// The Report abuse link of a creator's e-mail. Like unsubscribing, it is a button: a link scanner that
// opens the address reports nothing.
export default async function ReportPage({ searchParams }: PageProps<"/newsletter/report">) {
  const { issue, email, token } = await searchParams;
  const valid = typeof issue === "string" && typeof email === "string" && typeof token === "string";
  return (
    <main className="mx-auto max-w-lg space-y-6 px-4 py-16">
      <h1 className="text-3xl font-bold">Report an e-mail as abuse</h1>
      {valid ? (
        <>
          <p className="text-slate-600">
            Did you get an e-mail you never asked for, or one that tries to trick you? Report it: we look at
            every report, <strong>{email}</strong> gets no more e-mails from that list or any other here, and
            a sender with too many reports can no longer send.
          </p>
          <LinkActionForm
            action={reportNewsletterIssue}
            fields={{ issue, email, token }}
            label="Report this e-mail"
            pendingLabel="Reporting..."
          />
        </>
      ) : (
        <Alert tone="error">This report link is incomplete. Use the link from the e-mail itself.</Alert>
      )}
    </main>
  );
}
