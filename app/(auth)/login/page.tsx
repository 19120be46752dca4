import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { UserAuthForm } from "@/components/auth/user-auth-form";
import { getSession } from "@/lib/auth/session";
import { safeNextPath } from "@/lib/auth/validation";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const { next } = await searchParams;
  const target = safeNextPath(typeof next === "string" ? next : undefined, "/dashboard");
  if (await getSession()) redirect(target);
  return (
    <AuthCard title="Welcome">
      <UserAuthForm next={target === "/dashboard" ? undefined : target} />
      <p className="text-center text-sm">
        <Link href="/forgot-password" className="text-brand-600 hover:underline">
          Forgot your password?
        </Link>
      </p>
    </AuthCard>
  );
}
