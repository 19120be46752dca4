import { absoluteUrl } from "@/lib/site-url";
import { clickPath, contactPath, publicPath, signupPath, signupResultPath, viewBeaconPath } from "./paths";

// Where a public page's own links lead: under /l/{slug} on the site, or at the root of the creator's own
// domain when the page is shown there (Next's rewrites lead those addresses to the page's routes:
// lib/biolinks/domains/addresses.ts).

export interface PageAddress {
  /** The page's one address for search engines and sharing: its domain once verified. */
  canonical: string;
  page: string;
  click: (blockId: string) => string;
  /** A contact card block's vCard. */
  contact: (blockId: string) => string;
  signup: string;
  signupResult: (state: string) => string;
  view: string;
}

export const domainUrl = (domain: string) => `https://${domain}/`;
/** Where the sign-up form on a domain leads (its route answers on the domain: no slug in it). */
export const domainSignupResultPath = (state: string) => `/subscribed?state=${state}`;

/** The canonical address of a page that may have a verified domain. */
export function canonicalUrl(page: { slug: string; domain: string | null }): string {
  return page.domain ? domainUrl(page.domain) : absoluteUrl(publicPath(page.slug));
}

/** Where a contact card block's vCard can always be fetched again (its SOURCE): on the canonical host. */
export function contactCardUrl(page: { slug: string; domain: string | null }, blockId: string): string {
  return page.domain
    ? `${domainUrl(page.domain)}contact/${blockId}`
    : absoluteUrl(contactPath(page.slug, blockId));
}

export function pageAddress(page: { slug: string; domain: string | null }, onDomain: boolean): PageAddress {
  const canonical = canonicalUrl(page);
  if (onDomain) {
    return {
      canonical,
      page: "/",
      click: (blockId) => `/go/${blockId}`,
      contact: (blockId) => `/contact/${blockId}`,
      signup: "/subscribe",
      signupResult: domainSignupResultPath,
      view: "/view",
    };
  }
  const { slug } = page;
  return {
    canonical,
    page: publicPath(slug),
    click: (blockId) => clickPath(slug, blockId),
    contact: (blockId) => contactPath(slug, blockId),
    signup: signupPath(slug),
    signupResult: (state) => signupResultPath(slug, state),
    view: viewBeaconPath(slug),
  };
}
