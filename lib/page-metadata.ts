import type { Metadata } from "next";

/** The drawn card of app/opengraph-image.tsx, for pages without an image of their own. */
export const DEFAULT_OG_IMAGE = {
  url: "/opengraph-image",
  width: 1200,
  height: 630,
  alt: "Creatorkit: free AI content tools",
};

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a public page. Paths are relative:
 * the root layout's metadataBase (SITE_URL) makes them absolute. A page whose segment draws its own
 * opengraph-image passes `image: "own"` so that file fills the card instead of the default.
 */
export function pageMetadata({
  title,
  description,
  path,
  image = "default",
  type = "website",
  feed,
}: {
  title: string | { absolute: string };
  description: string;
  path: string;
  image?: "default" | "own";
  type?: "website" | "article" | "book";
  /** The page's RSS feed, announced in its head for feed readers. */
  feed?: string;
}): Metadata {
  const plainTitle = typeof title === "string" ? title : title.absolute;
  return {
    title,
    description,
    alternates: { canonical: path, ...(feed ? { types: { "application/rss+xml": feed } } : {}) },
    openGraph: {
      type,
      siteName: "Creatorkit",
      title: plainTitle,
      description,
      url: path,
      ...(image === "default" ? { images: [DEFAULT_OG_IMAGE] } : {}),
    },
    twitter: { card: "summary_large_image", title: plainTitle, description },
  };
}
