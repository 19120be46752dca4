import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { TwoFactorChallengeForm } from "@/components/auth/two-factor-challenge-form";
import { verifyUserSignInCode } from "@/lib/auth/two-factor-actions";
import { getSession, hasPendingSignIn } from "@/lib/auth/session";
import { safeNextPath } from "@/lib/auth/validation";

export const metadata: Metadata = { title: "Two-factor authentication", robots: { index: false } };

export default async function TwoFactorSignInPage({ searchParams }: PageProps<"/login/two-factor">) {
  const { next } = await searchParams;
  const target = safeNextPath(typeof next === "string" ? next : undefined, "/dashboard");
  if (await getSession()) redirect(target);
  const passed = target === "/dashboard" ? undefined : target;
  if (!(await hasPendingSignIn())) redirect(passed ? `/login?next=${encodeURIComponent(passed)}` : "/login");
  return (
    <AuthCard title="Two-factor authentication">
      <TwoFactorChallengeForm action={verifyUserSignInCode} next={passed} />
      <p className="text-center text-sm">
        <Link href="/login" className="text-brand-600 hover:underline">
          Sign in again
        </Link>
      </p>
    </AuthCard>
  );
}
