import type { MetadataRoute } from "next";
import { getSitemapData } from "@/lib/blog/feed-queries";
import { absoluteUrl } from "@/lib/site-url";

// Built per request from the database (a cached sitemap would be prerendered at build, without one).
export const dynamic = "force-dynamic";

const STATIC_ROUTES = [
  "/",
  "/tools",
  "/ebooks",
  "/blog",
  "/about",
  "/contact",
  "/faq",
  "/terms-of-service",
  "/privacy-policy",
  "/disclaimer",
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { posts, categories, tags } = await getSitemapData();
  return [
    ...STATIC_ROUTES.map((path) => ({ url: absoluteUrl(path) })),
    ...posts.map((p) => ({ url: absoluteUrl(`/blog/${p.slug}`), lastModified: p.updatedAt })),
    ...categories.map((c) => ({ url: absoluteUrl(`/blog/category/${c.slug}`), lastModified: c.updatedAt })),
    ...tags.map((t) => ({ url: absoluteUrl(`/blog/tag/${t.slug}`), lastModified: t.updatedAt })),
  ];
}
