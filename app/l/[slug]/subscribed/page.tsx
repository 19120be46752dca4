import type { Metadata } from "next";
import { SignupState } from "@/components/biolinks/signup-state";

export const metadata: Metadata = { title: "E-mail sign-up", robots: { index: false } };

export default async function SubscribedPage({ params, searchParams }: PageProps<"/l/[slug]/subscribed">) {
  const { slug } = await params;
  return <SignupState slug={slug} asked={(await searchParams).state} onDomain={false} />;
}
