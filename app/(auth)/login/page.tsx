import { Sparkles } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { UserAuthForm } from "@/components/auth/user-auth-form";
import { getSession } from "@/lib/auth/session";
import { safeNextPath } from "@/lib/auth/validation";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const { next } = await searchParams;
  const target = safeNextPath(typeof next === "string" ? next : undefined, "/dashboard");
  if (await getSession()) redirect(target);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-sm space-y-6 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <Link href="/" className="flex items-center justify-center gap-2 text-xl font-bold">
          <Sparkles className="size-6 text-brand-600" aria-hidden />
          Creatorkit
        </Link>
        <h1 className="text-center text-2xl font-bold">Welcome</h1>
        <UserAuthForm next={target === "/dashboard" ? undefined : target} />
        <p className="text-center text-sm">
          <Link href="/" className="text-brand-600 hover:underline">
            ← Back to website
          </Link>
        </p>
      </div>
    </main>
  );
}
