import { checkDomain } from "./dns-check";
import { forgetDomain } from "./hosts";
import { pendingDomains, recordCheck, type DomainRow } from "./store";

// A domain's check, on demand (its owner's "Check now", actions.ts) or for every pending domain every few
// minutes (check-queue.ts, in npm start's server, outside Next: so no revalidatePath here; the action
// refreshes the page's cached copies itself, and the job's verifications show on them within their
// minute). The DNS answers are kept for the owner to read, and the moment every record is right the
// domain serves its page.

/** True when this check verified the domain (it was not before). */
export async function verifyDomain(row: DomainRow): Promise<boolean> {
  const verified = await recordCheck(row, await checkDomain(row.domain, row.token));
  const newly = verified && !row.verifiedAt;
  if (newly) await forgetDomain(row.domain);
  return newly;
}

/** Checks every domain still pending, a few at a time. Returns how many became verified. */
export async function verifyPendingDomains(): Promise<number> {
  const rows = await pendingDomains();
  let verified = 0;
  for (let i = 0; i < rows.length; i += 8) {
    const results = await Promise.all(rows.slice(i, i + 8).map(verifyDomain));
    verified += results.filter(Boolean).length;
  }
  return verified;
}
