import "server-only";
import { getAuth } from "@/lib/auth/auth";
import { isBot } from "@/lib/bots";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/request-ip";
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
function ownHosts(request: Request): string[] {
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
  request: Request,
  target: { pageId: string; ownerId: string },
  blockId: string,
  sentHost?: string | null,
): Promise<boolean> {
  return tracked(decideAndQueue(request, target, blockId, sentHost));
}

async function decideAndQueue(
  request: Request,
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
