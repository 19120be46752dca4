import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { Button } from "@/components/ui/button";
import { signOut } from "@/lib/auth/actions";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false } };

const date = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

export default async function DashboardPage() {
  const { user } = await requireUser("/dashboard");
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold">Dashboard</h1>
        <p className="text-slate-600">Your Creatorkit account.</p>
      </header>
      <section aria-labelledby="account-heading" className="rounded-xl border border-slate-200 p-6">
        <h2 id="account-heading" className="mb-4 text-lg font-semibold">
          Account
        </h2>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <dt className="text-slate-600">Email</dt>
          <dd className="col-span-2 font-medium">{user.email}</dd>
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
      <form action={signOut}>
        <Button type="submit" variant="secondary">
          Sign Out
        </Button>
      </form>
    </main>
  );
}
