import type { Metadata } from "next";
import { FeaturedEbooks } from "@/components/home/featured-ebooks";
import { Hero } from "@/components/home/hero";
import { toolCountClaim } from "@/components/home/home-content";
import { CallToAction, Features, HowItWorks } from "@/components/home/info-sections";
import { FeaturedTools, QuickStart } from "@/components/home/tool-sections";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: { absolute: `Creatorkit: ${toolCountClaim} free AI tools for creators` },
  description:
    "Free AI tools for captions, hashtags, bios, blog posts, video scripts, images and SEO, plus guides and free ebooks. No account, no payment.",
  path: "/",
});

// Static: everything here comes from code (the tool registry); featured ebooks load in the browser.
export default function HomePage() {
  return (
    <main>
      <Hero />
      <FeaturedTools />
      <QuickStart />
      <HowItWorks />
      <Features />
      <FeaturedEbooks />
      <CallToAction />
    </main>
  );
}
