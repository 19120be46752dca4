import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AdminLoginForm } from "@/components/admin/admin-login-form";
import { Alert } from "@/components/ui/alert";
import { getDemoCredentials } from "@/lib/auth/admin-account";
import { getSession, isAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Admin sign in", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function AdminLoginPage({ searchParams }: PageProps<"/admin/login">) {
  const session = await getSession();
  if (isAdmin(session)) redirect("/admin");
  const { denied } = await searchParams;
  const demo = await getDemoCredentials();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-sm space-y-6 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="space-y-1 text-center">
          <h1 className="text-2xl font-bold">Admin Login</h1>
          <p className="text-sm text-slate-600">Sign in to manage the blog and ebooks.</p>
        </div>
        {session && denied ? (
          <Alert tone="error">
            You are signed in as {session.user.email}, which has no access to the admin area.
          </Alert>
        ) : null}
        <AdminLoginForm />
        {demo ? (
          <Alert tone="info">
            <p className="font-medium">Demo credentials</p>
            <p>
              Username: <code>{demo.username}</code>
            </p>
            <p>
              Password: <code>{demo.password}</code>
            </p>
          </Alert>
        ) : null}
        <p className="text-center text-sm">
          <Link href="/" className="text-brand-600 hover:underline">
            ← Back to website
          </Link>
        </p>
      </div>
    </main>
  );
}
