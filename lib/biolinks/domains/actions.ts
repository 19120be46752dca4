"use server";

import { revalidatePath } from "next/cache";
import { validatedAction } from "@/lib/action";
import { limiter } from "@/lib/rate-limit";
import { z } from "@/lib/zod";
import { domainSettingsPath } from "../paths";
import { revalidateBioPage } from "../revalidate";
import { forgetDomain } from "./hosts";
import { claimDomain, getOwnDomainById, removeDomain } from "./store";
import { domainFormSchema } from "./validation";
import { verifyDomain } from "./verify";

// A creator's domain: add, check now, remove. The owner comes from the session; the page id only says which
// of their pages. Every add and check asks DNS servers on the creator's behalf, so both are limited per user.

const HOUR = 60 * 60 * 1000;
const checks = limiter("domain-check", { limit: 60, windowMs: HOUR });
const TOO_MANY = (minutes: number) =>
  `Too many checks for now. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

/** After a check: a domain verified now serves the page, whose copies (canonical address, card) change. */
function refresh(slug: string, newly: boolean) {
  if (newly) revalidateBioPage(slug);
  revalidatePath(domainSettingsPath(slug));
}

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
    const newly = await verifyDomain(claim.row);
    refresh(claim.slug, newly);
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
    const newly = await verifyDomain(own.row);
    refresh(own.slug, newly);
    return { ok: true, message: newly || own.row.verifiedAt ? "Connected." : "Checked." };
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
