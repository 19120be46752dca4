import "server-only";
import { getAuth } from "@/lib/auth/auth";
import { isBot } from "@/lib/bots";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/request-ip";
import type { Visit } from "./shared-targets";
import { enqueueEvent, tracked } from "./event-queue";
import { referrerHost } from "./referrer";
import { isMobile, utcDay, visitorHash } from "./visitors";

/** Whether the request comes from the page's owner, signed in (their own visits are not counted). */
async function isOwner(headers: Headers, ownerId: string): Promise<boolean> {
  // Visitors without a session cookie are the common case: no session lookup for them.
  if (!headers.get("cookie")?.includes("session_token")) return false;
  const session = await getAuth().api.getSession({ headers });
  return session?.user.id === ownerId;
}

/** Our own host names: a visitor moving between our pages is not a referral. */
function ownHosts(request: Visit): string[] {
  const hosts = [new URL(env().SITE_URL).hostname, new URL(request.url).hostname];
  const host = request.headers.get("host");
  if (host) hosts.push(host.replace(/:\d+$/, ""));
  return hosts;
}

/**
 * Counts a view or click unless it comes from a bot or the owner: queued, written with the next batch
 * (lib/biolinks/event-queue.ts). Returns whether it counted.
 * `sentHost` is the referrer host the page's script reported for a view; without it, the Referer header.
 */
export function countEvent(
  request: Visit,
  target: { pageId: string; ownerId: string },
  blockId: string,
  sentHost?: string | null,
): Promise<boolean> {
  return tracked(decideAndQueue(request, target, blockId, sentHost));
}

/**
 * Counts as countEvent does, once the route has handed its response to Next: nothing of it runs before the
 * response. Not Next's after(): that keeps a queue and a close listener per request, with promises the
 * AsyncLocalStorage hooks pay for, which cost a click ~18 % of a bare route handler's throughput (DESIGN
 * says after(); docs/performance.md). The queue is written by a timer of the process either way (so after()'s
 * hold on a serverless host bought nothing); a graceful stop still waits for these counts (tracked).
 */
export function countSoon(
  request: Visit,
  target: { pageId: string; ownerId: string },
  blockId: string,
  sentHost?: string | null,
): void {
  void tracked(nextTurn().then(() => decideAndQueue(request, target, blockId, sentHost))).catch(
    (error: unknown) => console.error("[creatorkit] a bio page count failed:", error),
  );
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function decideAndQueue(
  request: Visit,
  target: { pageId: string; ownerId: string },
  blockId: string,
  sentHost?: string | null,
): Promise<boolean> {
  const userAgent = request.headers.get("user-agent");
  if (isBot(userAgent) || (await isOwner(request.headers, target.ownerId))) return false;
  const day = utcDay();
  enqueueEvent({
    pageId: target.pageId,
    blockId,
    day,
    visitorHash: await visitorHash(clientIp(request.headers), userAgent ?? "", day),
    mobile: isMobile(userAgent ?? ""),
    referrer: referrerHost({ sentHost, header: request.headers.get("referer") }, ownHosts(request)),
  });
  return true;
}
