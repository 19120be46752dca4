import { isIP } from "node:net";
import { domainToASCII, domainToUnicode } from "node:url";
import { parse } from "tldts";
import { siteHost } from "@/lib/site-url";
import { z } from "@/lib/zod";

// What a creator may type as their domain. It is refused with a message that says what to change, rather
// than guessed at: a Host header and a certificate name carry exactly one form of a domain, so what we
// store is that form (lower case, IDNs in punycode, no port, path or trailing dot).

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export const DOMAIN_MESSAGES = {
  required: "Enter a domain, such as links.example.com.",
  scheme: "Enter the domain alone, without https://.",
  path: "Enter the domain without a path: links.example.com, not links.example.com/me.",
  port: "Enter the domain without a port: HTTPS is always on port 443.",
  wildcard: "Wildcard domains are not supported: enter one domain, such as links.example.com.",
  trailingDot: "Enter the domain without the trailing dot.",
  ip: "Enter a domain name, not an IP address.",
  invalid: "This is not a valid domain name.",
  oneLabel: "Enter a full domain, such as links.example.com.",
  suffix: "This is a domain ending anyone can register under: enter your own domain.",
  ours: "This is Creatorkit's own address: enter a domain of yours.",
} as const;

/** The stored form of `input`, or the message saying why it cannot be one. */
export function normalizeDomain(input: string, siteHost: string): { domain: string } | { error: string } {
  const value = input.trim();
  const refuse = (key: keyof typeof DOMAIN_MESSAGES) => ({ error: DOMAIN_MESSAGES[key] });
  if (!value) return refuse("required");
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return refuse("scheme");
  if (/[/?#\\]/.test(value)) return refuse("path");
  if (isIP(value.replace(/^\[|\]$/g, ""))) return refuse("ip");
  if (value.includes(":")) return refuse("port");
  if (value.includes("*")) return refuse("wildcard");
  if (value.endsWith(".")) return refuse("trailingDot");
  if (/\s/.test(value) || value.length > 253) return refuse("invalid");
  // WHATWG's domain-to-ASCII (UTS #46): lower-cases, maps full-width dots, turns Unicode into punycode,
  // and answers "" for what no DNS name can be.
  const domain = domainToASCII(value);
  if (!domain || domain.length > 253) return refuse("invalid");
  const labels = domain.split(".");
  if (!labels.every((label) => LABEL.test(label))) return refuse("invalid");
  if (labels.length < 2) return refuse("oneLabel");
  if (isIP(domain)) return refuse("ip");
  const { publicSuffix } = parse(domain, { allowPrivateDomains: true });
  if (publicSuffix === domain) return refuse("suffix");
  const site = siteHost.toLowerCase();
  if (domain === site || domain.endsWith(`.${site}`)) return refuse("ours");
  return { domain };
}

/** The domain as its owner reads it (an IDN in its own script). */
export function displayDomain(domain: string): string {
  return domainToUnicode(domain) || domain;
}

export const domainFormSchema = z.object({
  pageId: z.uuid(),
  domain: z
    .string()
    .max(300, DOMAIN_MESSAGES.invalid)
    .transform((input, ctx) => {
      const result = normalizeDomain(input, siteHost());
      if ("domain" in result) return result.domain;
      ctx.addIssue({ code: "custom", message: result.error });
      return z.NEVER;
    }),
});
