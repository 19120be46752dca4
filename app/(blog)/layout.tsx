import type { Metadata } from "next";
import { env } from "@/lib/env";

// The site's chrome without (site)'s loading.tsx: a Suspense boundary above these ISR pages makes React
// send long posts out of order (hidden until a script swaps them in), so readers and crawlers without
// JavaScript would get the spinner instead of the article. Cached pages need no loading state.
export { default } from "../(site)/layout";

// Read when a page renders (never at build), so relative canonical and Open Graph URLs follow SITE_URL.
export function generateMetadata(): Metadata {
  return { metadataBase: new URL(env().SITE_URL) };
}
