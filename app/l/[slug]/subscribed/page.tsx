import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SignupResult } from "@/components/biolinks/signup-result";
import { Alert } from "@/components/ui/alert";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { SIGNUP_MESSAGES, type SignupState } from "@/lib/biolinks/signup";

export const metadata: Metadata = { title: "E-mail sign-up", robots: { index: false } };

const GOOD: SignupState[] = ["check-inbox", "confirmed"];

export default async function SubscribedPage({ params, searchParams }: PageProps<"/l/[slug]/subscribed">) {
  const { slug } = await params;
  const page = await getPublicPage(slug);
  if (!page) notFound();
  const asked = (await searchParams).state;
  const state = (typeof asked === "string" && asked in SIGNUP_MESSAGES ? asked : "closed") as SignupState;
  const good = GOOD.includes(state);
  return (
    <SignupResult
      slug={slug}
      name={page.displayName || page.title}
      title={good ? "Thank you" : "Not signed up"}
    >
      <Alert tone={good ? "success" : "error"}>{SIGNUP_MESSAGES[state]}</Alert>
    </SignupResult>
  );
}
