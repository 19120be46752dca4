import type PgBoss from "pg-boss";
import { RECHECK_HOURS } from "./store";
import { recheckVerifiedDomains, verifyPendingDomains } from "./verify";

// On the job queue the newsletter's sends use (lib/newsletter/send-queue.ts): pg-boss makes one job per
// slot for all instances. Pending domains are checked every five minutes, for PENDING_DAYS (store.ts);
// verified ones every RECHECK_HOURS, so a domain whose records are gone lapses (store.ts, recordCheck)
// instead of staying claimed for good.

export const DOMAIN_CHECK_QUEUE = "domain-checks";
export const DOMAIN_RECHECK_QUEUE = "domain-rechecks";

const plural = (n: number, word: string) => `${n} domain${n === 1 ? "" : "s"} ${word}`;

export async function scheduleDomainChecks(boss: PgBoss): Promise<void> {
  await boss.createQueue(DOMAIN_CHECK_QUEUE);
  await boss.schedule(DOMAIN_CHECK_QUEUE, "*/5 * * * *");
  await boss.work(DOMAIN_CHECK_QUEUE, async () => {
    const verified = await verifyPendingDomains();
    if (verified > 0) console.info(`[domains] ${plural(verified, "verified")}`);
  });
  await boss.createQueue(DOMAIN_RECHECK_QUEUE);
  await boss.schedule(DOMAIN_RECHECK_QUEUE, `17 */${RECHECK_HOURS} * * *`);
  await boss.work(DOMAIN_RECHECK_QUEUE, async () => {
    const lapsed = await recheckVerifiedDomains();
    if (lapsed > 0) console.info(`[domains] ${plural(lapsed, "lapsed: their records stayed gone")}`);
  });
}
