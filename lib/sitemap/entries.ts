import "server-only";
import { blogSitemapEntries } from "@/lib/blog/sitemap";
import { bioSitemapEntries } from "@/lib/biolinks/sitemap";
import { ebookSitemapEntries } from "@/lib/ebooks/sitemap";
import { archiveSitemapEntries } from "@/lib/newsletter/archive";
import { toolSitemapEntries } from "@/lib/tools/sitemap";
import type { SitemapEntry } from "./types";

// Pages whose content is code; /blog and /ebooks are their listings' first pages.
const STATIC_PATHS = [
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

/** Every public URL of the site, each feature contributing its own (DESIGN habit 10). */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const [blog, newsletter, ebooks, bios] = await Promise.all([
    blogSitemapEntries(),
    archiveSitemapEntries(),
    ebookSitemapEntries(),
    bioSitemapEntries(),
  ]);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...toolSitemapEntries(),
    ...blog,
    ...newsletter,
    ...ebooks,
    ...bios,
  ];
}
