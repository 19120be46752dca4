import type { Metadata } from "next";
import { LinkActionForm } from "@/components/newsletter/link-action-form";
import { Alert } from "@/components/ui/alert";
import { confirmNewsletterSubscription } from "@/lib/newsletter/actions";

export const metadata: Metadata = { title: "Confirm your subscription", robots: { index: false } };

// The welcome mail's link lands here; only the button confirms, so a mail scanner opening it subscribes
// nobody.
export default async function ConfirmPage({ searchParams }: PageProps<"/newsletter/confirm">) {
  const { email, issued, token } = await searchParams;
  const complete = typeof email === "string" && typeof issued === "string" && typeof token === "string";
  return (
    <main className="mx-auto max-w-lg space-y-6 px-4 py-16">
      <h1 className="text-3xl font-bold">Confirm your subscription</h1>
      {complete ? (
        <>
          <p className="text-slate-600">
            Send the Creatorkit newsletter to <strong>{email}</strong>, about twice a month?
          </p>
          <LinkActionForm
            action={confirmNewsletterSubscription}
            fields={{ email, issued, token }}
            label="Confirm my subscription"
            pendingLabel="Confirming..."
          />
        </>
      ) : (
        <Alert tone="error">This confirmation link is incomplete. Use the link from your e-mail.</Alert>
      )}
    </main>
  );
}
