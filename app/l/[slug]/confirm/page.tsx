import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SignupResult } from "@/components/biolinks/signup-result";
import { buttonClass } from "@/components/ui/button";
import { publicPath, signupConfirmPath } from "@/lib/biolinks/paths";
import { getPublicPage } from "@/lib/biolinks/public-queries";

export const metadata: Metadata = { title: "Confirm your subscription", robots: { index: false } };

// Confirming is a button, not the link itself: mail scanners open links, and must not sign anyone up.
export default async function ConfirmPage({ params, searchParams }: PageProps<"/l/[slug]/confirm">) {
  const { slug } = await params;
  const page = await getPublicPage(slug);
  if (!page) notFound();
  const { token } = await searchParams;
  const name = page.displayName || page.title;
  return (
    <SignupResult pageHref={publicPath(slug)} name={name} title={`Confirm your subscription to ${name}`}>
      <form method="post" action={signupConfirmPath(slug)}>
        <input type="hidden" name="token" value={typeof token === "string" ? token : ""} />
        <button type="submit" className={buttonClass()}>
          Confirm my subscription
        </button>
      </form>
    </SignupResult>
  );
}
