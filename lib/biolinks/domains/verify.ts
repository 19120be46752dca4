import { checkDomain } from "./dns-check";
import { forgetBioTargets } from "../bio-targets";
import { forgetDomain } from "./hosts";
import { pendingDomains, recordCheck, verifiedDomains, type CheckOutcome, type DomainRow } from "./store";

// A domain's check, on demand (its owner's "Check now", actions.ts), for every pending domain every few
// minutes and for every verified one every few hours (check-queue.ts, in npm start's server, outside Next:
// so no revalidatePath here; the action refreshes the page's cached copies itself, and the jobs' changes
// show on them within their minute). The DNS answers are kept for the owner to read; the moment every
// record is right the domain serves its page, and once its records have stayed gone long enough
// (store.ts, recordCheck) it stops.

export interface Verification {
  outcome: CheckOutcome;
  /** Whether this check changed what the domain serves (verified it, or made it lapse). */
  changed: boolean;
}

export async function verifyDomain(row: DomainRow, now = new Date()): Promise<Verification> {
  const outcome = await recordCheck(row, await checkDomain(row.domain, row.token), now);
  const changed = (outcome === "verified" && !row.verifiedAt) || outcome === "lapsed";
  if (changed) {
    await forgetDomain(row.domain);
    // Its links and views are remembered under its name too (lib/biolinks/bio-targets.ts).
    await forgetBioTargets();
  }
  return { outcome, changed };
}

/** Checks `rows`, a few at a time. Returns the outcome of each. */
async function verifyAll(rows: DomainRow[], now: Date): Promise<Verification[]> {
  const results: Verification[] = [];
  for (let i = 0; i < rows.length; i += 8) {
    results.push(...(await Promise.all(rows.slice(i, i + 8).map((row) => verifyDomain(row, now)))));
  }
  return results;
}

/** Checks every domain still pending. Returns how many became verified. */
export async function verifyPendingDomains(now = new Date()): Promise<number> {
  const results = await verifyAll(await pendingDomains(now), now);
  return results.filter((r) => r.changed).length;
}

/** Checks every verified domain again. Returns how many lapsed. */
export async function recheckVerifiedDomains(now = new Date()): Promise<number> {
  const results = await verifyAll(await verifiedDomains(), now);
  return results.filter((r) => r.outcome === "lapsed").length;
}
