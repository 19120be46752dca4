import type { Metadata } from "next";
import { LinkActionForm } from "@/components/newsletter/link-action-form";
import { Alert } from "@/components/ui/alert";
import { listPage } from "@/lib/biolinks/newsletter/queries";
import { unsubscribeFromNewsletter } from "@/lib/newsletter/actions";
import { z } from "@/lib/zod";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

// Unsubscribing is a button, not the link itself: mail scanners open links, and must not unsubscribe anyone.
// With `list`, the link came from a creator's e-mail: the button takes the address off that list only.
export default async function UnsubscribePage({ searchParams }: PageProps<"/newsletter/unsubscribe">) {
  const { email, token, list, issue } = await searchParams;
  const valid = typeof email === "string" && typeof token === "string";
  const pageId = z.uuid().safeParse(list).data;
  const issueId = z.uuid().safeParse(issue).data;
  const page = pageId ? await listPage(pageId) : null;
  const known = valid && (list === undefined || page !== null);
  return (
    <main className="mx-auto max-w-lg space-y-6 px-4 py-16">
      <h1 className="text-3xl font-bold">
        {page ? `Unsubscribe from ${page.name}` : "Unsubscribe from the newsletter"}
      </h1>
      {known ? (
        <>
          <p className="text-slate-600">
            {page ? (
              <>
                Stop sending the e-mails of <strong>{page.name}</strong> (/l/{page.slug}) to{" "}
                <strong>{email}</strong>? Other lists you are on stay as they are.
              </>
            ) : (
              <>
                Stop sending the Creatorkit newsletter to <strong>{email}</strong>?
              </>
            )}
          </p>
          <LinkActionForm
            action={unsubscribeFromNewsletter}
            fields={{
              email,
              token,
              ...(pageId ? { list: pageId } : {}),
              ...(issueId ? { issue: issueId } : {}),
            }}
            label="Unsubscribe"
            pendingLabel="Unsubscribing..."
          />
        </>
      ) : (
        <Alert tone="error">This unsubscribe link is incomplete. Use the link from your latest e-mail.</Alert>
      )}
    </main>
  );
}
