import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Alert } from "@/components/ui/alert";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } };

export default async function ResetPasswordPage({ searchParams }: PageProps<"/reset-password">) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Choose a new password">
      {typeof token === "string" && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert tone="error">
          This link is invalid or has expired.{" "}
          <Link href="/forgot-password" className="underline">
            Ask for a new one.
          </Link>
        </Alert>
      )}
    </AuthCard>
  );
}
