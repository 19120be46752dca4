import { toolCountClaim } from "@/components/home/home-content";
import { ogCard, OG_SIZE } from "@/components/site/og-card";
import { DEFAULT_OG_IMAGE } from "@/lib/page-metadata";

// The default card of every page that has no image of its own (lib/page-metadata.ts links it). Static:
// drawn once at build, from code only.
export const alt = DEFAULT_OG_IMAGE.alt;
export const size = OG_SIZE;
export const contentType = "image/png";

export default function Image() {
  return ogCard({
    kicker: "Creatorkit",
    title: `${toolCountClaim} free AI tools for creators`,
    subtitle:
      "Captions, hashtags, bios, blog posts, video scripts, SEO and PDF tools, plus a blog and free ebooks.",
    facts: ["Free forever", "No account needed"],
  });
}
