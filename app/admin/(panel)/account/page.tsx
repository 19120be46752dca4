import type { Metadata } from "next";
import { TwoFactorSection } from "@/components/account/two-factor-section";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { requireAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Your account" };

/** The admin's own account settings: password and two-factor sign-in. */
export default async function AdminAccountPage() {
  const { user } = await requireAdmin();
  const card = "rounded-xl border border-slate-200 bg-white p-6";
  return (
    <div className="max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold">Your account</h1>
        <p className="text-slate-600">
          Signed in as {user.username ?? user.email}. How you sign in to the admin.
        </p>
      </header>
      <section aria-labelledby="password-heading" className={card}>
        <h2 id="password-heading" className="mb-4 text-lg font-semibold">
          Change password
        </h2>
        <ChangePasswordForm />
      </section>
      <TwoFactorSection enabled={user.twoFactorEnabled === true} className={card} />
    </div>
  );
}
