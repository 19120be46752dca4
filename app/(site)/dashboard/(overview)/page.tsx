import type { Metadata } from "next";
import { ConfirmEmailNotice } from "@/components/account/confirm-email-notice";
import { DeleteAccountForm } from "@/components/account/delete-account-form";
import { TwoFactorSection } from "@/components/account/two-factor-section";
import { PagesSection } from "@/components/biolinks/pages-section";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { signOut } from "@/lib/auth/actions";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false } };

const date = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

export default async function DashboardPage({ searchParams }: PageProps<"/dashboard">) {
  const { user } = await requireUser("/dashboard");
  const { confirmed } = await searchParams;
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold">Dashboard</h1>
        <p className="text-slate-600">Your link-in-bio pages and your Creatorkit account.</p>
      </header>
      {user.emailVerified ? (
        confirmed ? (
          <Alert tone="success">Your e-mail address is confirmed. Your pages can now go public.</Alert>
        ) : null
      ) : (
        <ConfirmEmailNotice email={user.email} />
      )}
      <PagesSection userId={user.id} emailVerified={user.emailVerified} />
      <section aria-labelledby="account-heading" className="rounded-xl border border-slate-200 p-6">
        <h2 id="account-heading" className="mb-4 text-lg font-semibold">
          Account
        </h2>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <dt className="text-slate-600">Email</dt>
          <dd className="col-span-2 min-w-0 font-medium wrap-anywhere">{user.email}</dd>
          <dt className="text-slate-600">Member since</dt>
          <dd className="col-span-2">{date.format(new Date(user.createdAt))}</dd>
        </dl>
      </section>
      <section aria-labelledby="password-heading" className="rounded-xl border border-slate-200 p-6">
        <h2 id="password-heading" className="mb-4 text-lg font-semibold">
          Change password
        </h2>
        <ChangePasswordForm />
      </section>
      <TwoFactorSection
        enabled={user.twoFactorEnabled === true}
        className="rounded-xl border border-slate-200 p-6"
      />
      <section aria-labelledby="delete-heading" className="rounded-xl border border-red-200 p-6">
        <h2 id="delete-heading" className="mb-2 text-lg font-semibold">
          Delete account
        </h2>
        <DeleteAccountForm />
      </section>
      <form action={signOut}>
        <Button type="submit" variant="secondary">
          Sign Out
        </Button>
      </form>
    </main>
  );
}
