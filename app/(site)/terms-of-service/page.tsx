import type { Metadata } from "next";
import { TermsSections } from "@/components/legal/terms-sections";
import { ProsePage } from "@/components/site/prose-page";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Terms of Service",
  description:
    "The terms for using Creatorkit's free AI content tools, blog, ebooks, newsletter and link-in-bio pages: fair use, acceptable use, your content and AI output.",
  path: "/terms-of-service",
});

export default function TermsOfServicePage() {
  return (
    <ProsePage
      title="Terms of Service"
      intro="The rules for using Creatorkit, in plain language. They exist to keep the site free, safe and useful for everyone."
      lastUpdated="2026-11-21"
    >
      <TermsSections />
    </ProsePage>
  );
}
