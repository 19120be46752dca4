"use server";

import { revalidatePath } from "next/cache";
import { validatedAction } from "@/lib/action";
import { limiter } from "@/lib/rate-limit";
import { z } from "@/lib/zod";
import { domainSettingsPath } from "../paths";
import { revalidateBioPage } from "../revalidate";
import { forgetDomain } from "./hosts";
import {
  claimDomain,
  getOwnDomainById,
  LAPSE_AFTER_FAILED_CHECKS,
  LAPSE_AFTER_HOURS,
  removeDomain,
  type CheckOutcome,
} from "./store";
import { domainFormSchema } from "./validation";
import { verifyDomain } from "./verify";

// A creator's domain: add, check now, remove. The owner comes from the session; the page id only says which
// of their pages. Every add and check asks DNS servers on the creator's behalf, so both are limited per user.

const HOUR = 60 * 60 * 1000;
const checks = limiter("domain-check", { limit: 60, windowMs: HOUR });
const TOO_MANY = (minutes: number) =>
  `Too many checks for now. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

/**
 * After a check: a domain verified now, or lapsed now, changes the page's copies (canonical address, card).
 */
function refresh(slug: string, changed: boolean) {
  if (changed) revalidateBioPage(slug);
  revalidatePath(domainSettingsPath(slug));
}

const CHECKED: Record<CheckOutcome, string> = {
  verified: "Connected.",
  failing: `Connected, but your records were not found. Put them back: after ${LAPSE_AFTER_FAILED_CHECKS} failed checks over ${LAPSE_AFTER_HOURS} hours this domain stops showing your page.`,
  lapsed:
    "Your records stayed missing, so this domain no longer shows your page. Put them back, then check now.",
  pending: "Checked.",
};

export const addDomainAction = validatedAction(
  "user",
  domainFormSchema,
  async ({ pageId, domain }, { session }) => {
    const limited = await checks.take(session.user.id);
    if (!limited.ok) return { ok: false, message: TOO_MANY(limited.minutes) };
    const claim = await claimDomain(session.user.id, pageId, domain);
    if (!claim.ok)
      return {
        ok: false,
        message: claim.message,
        fieldErrors: { domain: [claim.message] },
        values: { domain },
      };
    if (claim.replaced) {
      await forgetDomain(claim.replaced);
      revalidateBioPage(claim.slug);
    }
    await forgetDomain(domain);
    // Records made before adding the domain verify it at once.
    const { outcome, changed } = await verifyDomain(claim.row);
    const newly = outcome === "verified";
    refresh(claim.slug, changed);
    return {
      ok: true,
      // The screen shows the domain's records and their state in place of the form.
      message: newly ? "Connected." : "Added.",
    };
  },
);

export const checkDomainAction = validatedAction(
  "user",
  z.object({ pageId: z.uuid() }),
  async ({ pageId }, { session }) => {
    const own = await getOwnDomainById(session.user.id, pageId);
    if (!own) return { ok: false, message: "This page has no domain to check." };
    const limited = await checks.take(session.user.id);
    if (!limited.ok) return { ok: false, message: TOO_MANY(limited.minutes) };
    // A verified domain is checked as truly as a pending one: its records may have gone.
    const { outcome, changed } = await verifyDomain(own.row);
    refresh(own.slug, changed);
    // A domain that lapsed earlier and still lacks its records is as lapsed as one that lapsed now.
    const still = outcome === "pending" && own.row.lapsedAt ? "lapsed" : outcome;
    return { ok: true, message: CHECKED[still] };
  },
);

export const removeDomainAction = validatedAction(
  "user",
  z.object({ pageId: z.uuid() }),
  async ({ pageId }, { session }) => {
    const removed = await removeDomain(session.user.id, pageId);
    if (!removed) return { ok: false, message: "This page has no domain to remove." };
    await forgetDomain(removed.domain);
    refresh(removed.slug, true);
    return { ok: true, message: "Removed." };
  },
);
