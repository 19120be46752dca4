import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FeaturedEbooks } from "@/components/home/featured-ebooks";
import { Hero } from "@/components/home/hero";
import { toolCountClaim } from "@/components/home/home-content";
import { CallToAction, Features, HowItWorks } from "@/components/home/info-sections";
import { FeaturedTools, QuickStart } from "@/components/home/tool-sections";
import { FEATURED_EBOOKS_HOME } from "@/lib/ebooks/constants";
import { getFeaturedEbooks } from "@/lib/ebooks/public-queries";
import { HOME_PATH, HOME_VIEW } from "@/lib/home/paths";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: { absolute: `Creatorkit: ${toolCountClaim} free AI tools for creators` },
  description:
    "Free AI tools for captions, hashtags, bios, blog posts, video scripts, images and SEO, plus guides and free ebooks. No account, no payment.",
  path: HOME_PATH,
});

// Serves "/" (lib/home/paths.ts). ISR: refreshed when an ebook is saved (lib/home/revalidate.ts), and
// hourly as a safety net.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export default async function HomePage({ params }: PageProps<"/home/[view]">) {
  if ((await params).view !== HOME_VIEW) notFound();
  const ebooks = await getFeaturedEbooks(FEATURED_EBOOKS_HOME);
  return (
    <main>
      <Hero />
      <FeaturedTools />
      <QuickStart />
      <HowItWorks />
      <Features />
      <FeaturedEbooks ebooks={ebooks} />
      <CallToAction />
    </main>
  );
}
