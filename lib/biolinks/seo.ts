import type { Metadata } from "next";
import { absoluteImageUrl } from "@/lib/site-url";
import { storedFileUrl } from "@/lib/storage/types";
import { canonicalUrl } from "./page-address";
import type { PublicPage } from "./public-queries";

export function pageName(page: Pick<PublicPage, "displayName" | "title">): string {
  return page.displayName || page.title;
}

export function bioPageMetadata(page: PublicPage): Metadata {
  const url = canonicalUrl(page);
  const title = page.seoTitle || pageName(page);
  const description = page.seoDescription || page.bio || `${pageName(page)}'s links`;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    robots: page.noindex ? { index: false, follow: false } : undefined,
    openGraph: { type: "profile", url, title, description },
    twitter: { card: "summary_large_image", title, description },
  };
}

/** ProfilePage structured data; the social links are the person's other profiles (sameAs). */
export function profilePageJsonLd(page: PublicPage) {
  const sameAs = page.blocks.flatMap((b) =>
    b.type === "social" ? b.links.filter((l) => l.url.startsWith("http")).map((l) => l.url) : [],
  );
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: canonicalUrl(page),
    dateModified: page.updatedAt.toISOString(),
    mainEntity: {
      "@type": "Person",
      name: pageName(page),
      description: page.bio || undefined,
      image: page.avatarKey ? absoluteImageUrl(storedFileUrl(page.avatarKey)) : undefined,
      sameAs: sameAs.length ? sameAs : undefined,
    },
  };
}
