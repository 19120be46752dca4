import "server-only";
import { getAuth } from "@/lib/auth/auth";
import { isBot } from "@/lib/bots";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/request-ip";
import { countryOf } from "./audience/geo";
import { softwareOf } from "./audience/user-agent";
import { campaignOf, NO_CAMPAIGN } from "./audience/utm";
import { referrerHost } from "./referrer";
import type { Visit } from "./shared-targets";
import { VIEW_BLOCK_ID } from "./stats/event";
import { recordEvent } from "./stats/pipeline";
import { tracked } from "./stats/tracked";
import { utcDay, visitorKey } from "./visitors";

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
 * Counts a view or click unless it comes from a bot or the owner: appended to the event log, applied to the
 * statistics store by its consumer (lib/biolinks/stats/pipeline.ts). Returns whether it counted.
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
 * says after(); docs/performance.md). The log is committed by a timer of the process either way (so after()'s
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
  const { headers } = request;
  const userAgent = headers.get("user-agent");
  if (isBot(userAgent) || (await isOwner(headers, target.ownerId))) return false;
  const now = Date.now();
  const ip = clientIp(headers);
  return recordEvent({
    time: now,
    pageId: target.pageId,
    blockId,
    visitor: optedOut(headers) ? "" : await visitorKey(ip, userAgent ?? "", utcDay(new Date(now))),
    country: await countryOf(ip),
    ...softwareOf(headers),
    referrer: referrerHost({ sentHost, header: headers.get("referer") }, ownHosts(request)),
    ...campaignOfVisit(request, blockId),
    variant: null,
  });
}

/**
 * Global Privacy Control or Do Not Track: the visitor is counted, but with no key of their own (not even
 * today's hash), so they add to views and total clicks but never to unique figures.
 */
function optedOut(headers: Headers): boolean {
  return headers.get("sec-gpc") === "1" || headers.get("dnt") === "1";
}

/**
 * A view's campaign is in its beacon's query (the page's own utm_… passed on). A click's is in its Referer
 * when that is the bio page's address with a campaign; otherwise the click takes its view's (stats/attribution.ts).
 */
function campaignOfVisit(request: Visit, blockId: string) {
  if (blockId === VIEW_BLOCK_ID) return campaignOf(new URL(request.url).searchParams);
  const referer = request.headers.get("referer");
  if (!referer) return NO_CAMPAIGN;
  try {
    const from = new URL(referer.slice(0, 2048));
    return ownHosts(request).includes(from.hostname) ? campaignOf(from.searchParams) : NO_CAMPAIGN;
  } catch {
    return NO_CAMPAIGN;
  }
}
