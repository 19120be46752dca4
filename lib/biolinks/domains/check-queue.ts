import type PgBoss from "pg-boss";
import { verifyPendingDomains } from "./verify";

// Pending domains are checked every five minutes, for PENDING_DAYS (store.ts), on the job queue the
// newsletter's sends use (lib/newsletter/send-queue.ts): pg-boss makes one job per slot for all instances.

export const DOMAIN_CHECK_QUEUE = "domain-checks";

export async function scheduleDomainChecks(boss: PgBoss): Promise<void> {
  await boss.createQueue(DOMAIN_CHECK_QUEUE);
  await boss.schedule(DOMAIN_CHECK_QUEUE, "*/5 * * * *");
  await boss.work(DOMAIN_CHECK_QUEUE, async () => {
    const verified = await verifyPendingDomains();
    if (verified > 0) console.info(`[domains] ${verified} domain${verified === 1 ? "" : "s"} verified`);
  });
}
