import { env } from "@/lib/env";

/** An absolute URL on this site (SITE_URL), for feeds, sitemaps, canonical links and structured data. */
export function absoluteUrl(path: string): string {
  return new URL(path, env().SITE_URL).toString();
}

/** Stored image references are absolute http(s) URLs or our own /api/uploads/… paths. */
export function absoluteImageUrl(src: string): string {
  return src.startsWith("/") ? absoluteUrl(src) : src;
}

/** SITE_URL's host name, lower case, without its port. */
export function siteHost(): string {
  return new URL(env().SITE_URL).hostname.toLowerCase();
}
