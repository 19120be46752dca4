import { statisticsHealth } from "@/lib/biolinks/stats/pipeline";
import { RETRY_AFTER_SECONDS } from "@/lib/db/availability";
import { getDatabaseStatus, isMigrated } from "@/lib/system/status";

export const dynamic = "force-dynamic";

/** For load balancers and the e2e runner: 200 only when the database answers and is migrated. */
export async function GET() {
  const status = await getDatabaseStatus();
  const healthy = isMigrated(status);
  return Response.json(
    {
      status: healthy ? "ok" : "unavailable",
      database: { driver: status.driver, reachable: status.reachable, migrated: healthy },
      // Bio statistics' event log: how much waits for the store, and whether it is full (events refused).
      statistics: statisticsHealth(),
    },
    {
      status: healthy ? 200 : 503,
      headers: {
        "Cache-Control": "no-store",
        ...(healthy ? {} : { "Retry-After": String(RETRY_AFTER_SECONDS) }),
      },
    },
  );
}
