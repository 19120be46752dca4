import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { TwoFactorChallengeForm } from "@/components/auth/two-factor-challenge-form";
import { verifyAdminSignInCode } from "@/lib/auth/two-factor-actions";
import { getSession, hasPendingSignIn, isAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Admin sign in", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function AdminTwoFactorPage() {
  if (isAdmin(await getSession())) redirect("/admin");
  if (!(await hasPendingSignIn())) redirect("/admin/login");
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-sm space-y-6 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="space-y-1 text-center">
          <h1 className="text-2xl font-bold">Admin Login</h1>
          <p className="text-sm text-slate-600">Two-factor authentication</p>
        </div>
        <TwoFactorChallengeForm action={verifyAdminSignInCode} />
        <p className="text-center text-sm">
          <Link href="/admin/login" className="text-brand-600 hover:underline">
            Sign in again
          </Link>
        </p>
      </div>
    </main>
  );
}
