import type { Metadata } from "next";
import { LinkActionForm } from "@/components/newsletter/link-action-form";
import { Alert } from "@/components/ui/alert";
import { unsubscribeFromNewsletter } from "@/lib/newsletter/actions";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

// Unsubscribing is a button, not the link itself: mail scanners open links, and must not unsubscribe anyone.
export default async function UnsubscribePage({ searchParams }: PageProps<"/newsletter/unsubscribe">) {
  const { email, token } = await searchParams;
  const valid = typeof email === "string" && typeof token === "string";
  return (
    <main className="mx-auto max-w-lg space-y-6 px-4 py-16">
      <h1 className="text-3xl font-bold">Unsubscribe from the newsletter</h1>
      {valid ? (
        <>
          <p className="text-slate-600">
            Stop sending the Creatorkit newsletter to <strong>{email}</strong>?
          </p>
          <LinkActionForm
            action={unsubscribeFromNewsletter}
            fields={{ email, token }}
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
