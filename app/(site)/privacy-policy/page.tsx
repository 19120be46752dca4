import type { Metadata } from "next";
import { PrivacySections } from "@/components/legal/privacy-sections";
import { ProsePage } from "@/components/site/prose-page";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Privacy Policy",
  description:
    "Exactly what Creatorkit collects and why: newsletter addresses, salted IP hashes for counts and rate limits, contact messages and optional accounts. No advertising trackers.",
  path: "/privacy-policy",
});

export default function PrivacyPolicyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      intro="This policy explains what Creatorkit collects when you use the site, why, how long we keep it and what you can do about it. The short version: as little as we can, never sold, and no advertising trackers."
      lastUpdated="2026-11-25"
    >
      <PrivacySections />
    </ProsePage>
  );
}
