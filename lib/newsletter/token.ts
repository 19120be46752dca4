import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

// Unsubscribe and confirmation links are signed, so nobody can unsubscribe or confirm someone else by
// guessing an address. A confirmation link carries the second it was issued and works for CONFIRM_DAYS.

export const CONFIRM_DAYS = 7;

const sign = (purpose: string) =>
  createHmac("sha256", env().BETTER_AUTH_SECRET).update(purpose).digest("base64url");

function same(expected: string, token: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `list`: a bio page's id, for its creator's list; none for the site's own newsletter. */
export const unsubscribeToken = (email: string, list?: string) =>
  sign(
    list ? `bio-unsubscribe:${list}:${email.toLowerCase()}` : `newsletter-unsubscribe:${email.toLowerCase()}`,
  );

export const isValidUnsubscribeToken = (email: string, token: string, list?: string) =>
  same(unsubscribeToken(email, list), token);

const reportToken = (issueId: string, email: string) =>
  sign(`newsletter-report:${issueId}:${email.toLowerCase()}`);

export const isValidReportToken = (issueId: string, email: string, token: string) =>
  same(reportToken(issueId, email), token);

/** The page where a reader reports one issue they got as abuse. */
export function reportUrl(issueId: string, email: string): string {
  const url = new URL("/newsletter/report", env().SITE_URL);
  url.searchParams.set("issue", issueId);
  url.searchParams.set("email", email.toLowerCase());
  url.searchParams.set("token", reportToken(issueId, email));
  return url.toString();
}

const confirmToken = (email: string, issued: number) =>
  sign(`newsletter-confirm:${email.toLowerCase()}:${issued}`);

/** True for a confirmation link of `email` issued less than CONFIRM_DAYS before `now`. */
export function isValidConfirmToken(email: string, issued: number, token: string, now = Date.now()): boolean {
  const age = now / 1000 - issued;
  return age >= 0 && age < CONFIRM_DAYS * 86_400 && same(confirmToken(email, issued), token);
}

/** The page with the "Confirm my subscription" button, sent in the welcome mail. */
export function confirmUrl(email: string, now = Date.now()): string {
  const issued = Math.floor(now / 1000);
  const url = new URL("/newsletter/confirm", env().SITE_URL);
  url.searchParams.set("email", email.toLowerCase());
  url.searchParams.set("issued", String(issued));
  url.searchParams.set("token", confirmToken(email, issued));
  return url.toString();
}

/**
 * `issue`: the mail the link is in, so the send it came from counts the reader who left (not signed: it only
 * picks which of the signed address's own mails is counted).
 */
function signedAddress(path: string, email: string, list?: string, issue?: string): string {
  const url = new URL(path, env().SITE_URL);
  if (list) url.searchParams.set("list", list);
  url.searchParams.set("email", email.toLowerCase());
  url.searchParams.set("token", unsubscribeToken(email, list));
  if (issue) url.searchParams.set("issue", issue);
  return url.toString();
}

/** The page with the unsubscribe button, linked from every e-mail (of a creator's list: `list`). */
export const unsubscribeUrl = (email: string, list?: string, issue?: string) =>
  signedAddress("/newsletter/unsubscribe", email, list, issue);

/** RFC 8058 one-click address: a mail client POSTs `List-Unsubscribe=One-Click` to it. */
export const oneClickUnsubscribeUrl = (email: string, list?: string, issue?: string) =>
  signedAddress("/api/newsletter/unsubscribe", email, list, issue);
