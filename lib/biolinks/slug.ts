import { z } from "@/lib/zod";

// Words that name a route, a role or the site: a page called /l/admin would look official.
export const RESERVED_SLUGS = new Set(
  `about account admin administrator api app auth blog contact creatorkit dashboard disclaimer ebooks
edit faq feed forgot-password go help home l login logout mail new newsletter null official
privacy-policy register reset-password root rss security settings sign-in sign-up signin signup
sitemap staff static support system terms-of-service tool tools undefined www`.split(/\s+/),
);

export const SLUG_RULE = "Use 3–30 characters: lower-case letters, digits and hyphens, not at either end";

/** The rule's shape, also used to refuse addresses of pages that cannot exist (lib/security/slug-guard.ts). */
export const BIO_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,28}[a-z0-9]$/;

export const slugSchema = z
  .string()
  .trim()
  .regex(BIO_SLUG_PATTERN, SLUG_RULE)
  .refine((slug) => !RESERVED_SLUGS.has(slug), { message: "This address is reserved. Choose another." });

export const SLUG_TAKEN = "This address is already taken. Choose another.";
