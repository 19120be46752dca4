import "server-only";
import { isBot } from "@/lib/bots";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/request-ip";
import { countryNow, countryOf } from "./audience/geo";
import { softwareOf } from "./audience/user-agent";
import { campaignOf, NO_CAMPAIGN } from "./audience/utm";
import { DIRECT, referrerHost } from "./referrer";
import { VIEW_BLOCK_ID } from "./stats/event";
import { recordEvent } from "./stats/pipeline";
import { tracked } from "./stats/tracked";
import { utcDay, visitorKey, visitorKeyNow } from "./visitors";

/** What counting reads of a request: a web Request is one. */
export type Visit = Pick<Request, "url" | "headers">;

/**
 * Whether the request comes from the page's owner, signed in (their own visits are not counted). The auth
 * code loads here, when first needed: npm start's server counts only visitors without a session
 * (lib/biolinks/early-answers.ts), and its copy of this module must not load better-auth a second time.
 */
async function isOwner(headers: Headers, ownerId: string): Promise<boolean> {
  const { getAuth } = await import("@/lib/auth/auth");
  const session = await getAuth().api.getSession({ headers });
  return session?.user.id === ownerId;
}

let siteHost: string | undefined;

/** Our own host names: a visitor moving between our pages is not a referral. */
function ownHosts(request: Visit): string[] {
  siteHost ??= new URL(env().SITE_URL).hostname;
  const hosts = [siteHost, new URL(request.url).hostname];
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
  return tracked(Promise.resolve(decide({ request, target, blockId, sentHost })));
}

interface Count {
  request: Visit;
  target: { pageId: string; ownerId: string };
  blockId: string;
  sentHost?: string | null;
}

/** Counts handed over during this turn of the event loop, decided together in the next one. */
let waiting: Count[] = [];

/**
 * Counts as countEvent does, once the route has handed its response to Next: nothing of it runs before the
 * response. Not Next's after(): that keeps a queue and a close listener per request, with promises the
 * AsyncLocalStorage hooks pay for, which cost a click ~18 % of a bare route handler's throughput (DESIGN
 * says after(); docs/performance.md). The log is committed by a timer of the process either way (so after()'s
 * hold on a serverless host bought nothing); a graceful stop still waits for these counts (tracked). The
 * counts of one turn share one immediate and one tracked promise, and a count whose day's salt and country
 * database are loaded makes no promise of its own: a counted click costs little more than an uncounted one.
 */
export function countSoon(
  request: Visit,
  target: { pageId: string; ownerId: string },
  blockId: string,
  sentHost?: string | null,
): void {
  waiting.push({ request, target, blockId, sentHost });
  if (waiting.length > 1) return;
  void tracked(
    new Promise<boolean>((resolve) =>
      setImmediate(() => {
        const counts = waiting;
        waiting = [];
        resolve(decideAll(counts));
      }),
    ),
  ).catch((error: unknown) => console.error("[creatorkit] a bio page count failed:", error));
}

async function decideAll(counts: Count[]): Promise<boolean> {
  const later: Promise<boolean>[] = [];
  for (const count of counts) {
    const decided = decide(count);
    // One waiting for the database (the day's salt) is bounded as every such count is (tracked).
    if (typeof decided !== "boolean") later.push(tracked(decided));
  }
  if (later.length > 0) await Promise.all(later);
  return true;
}

/** Whether and what a count records: at once for a visitor without a session once the day is set up. */
function decide({ request, target, blockId, sentHost }: Count): boolean | Promise<boolean> {
  const userAgent = request.headers.get("user-agent");
  if (isBot(userAgent)) return false;
  // Visitors without a session cookie are the common case: no session lookup for them.
  if (request.headers.get("cookie")?.includes("session_token"))
    return isOwner(request.headers, target.ownerId).then(
      (owner) => !owner && record(request, target, blockId, sentHost),
    );
  return record(request, target, blockId, sentHost);
}

/** Records the event of a visitor who is not the owner: waits only for what the day has not loaded yet. */
function record(
  request: Visit,
  target: { pageId: string; ownerId: string },
  blockId: string,
  sentHost?: string | null,
): boolean | Promise<boolean> {
  const { headers } = request;
  const userAgent = headers.get("user-agent") ?? "";
  const time = Date.now();
  const day = dayOf(time);
  const ip = clientIp(headers);
  const visitor = optedOut(headers) ? "" : visitorKeyNow(ip, userAgent, day);
  const country = countryNow(ip);
  const event = (visitor: string, country: string) =>
    recordEvent({
      time,
      pageId: target.pageId,
      blockId,
      visitor,
      country,
      ...softwareOf(headers),
      referrer: referrerOf(request, sentHost),
      ...campaignOfVisit(request, blockId),
      variant: null,
    });
  if (visitor !== null && country !== null) return event(visitor, country);
  return Promise.all([visitor ?? visitorKey(ip, userAgent, day), country ?? countryOf(ip)]).then(
    ([visitor, country]) => event(visitor, country),
  );
}

/** The UTC day of a count, computed once a day rather than once a count. */
let today = { day: "", start: 0, end: 0 };
function dayOf(time: number): string {
  if (time < today.start || time >= today.end) {
    const start = time - (time % 86_400_000);
    today = { day: utcDay(new Date(time)), start, end: start + 86_400_000 };
  }
  return today.day;
}

/** Where the visitor came from; most clicks say nothing, and are Direct without parsing an address. */
function referrerOf(request: Visit, sentHost: string | null | undefined): string {
  const header = request.headers.get("referer");
  if (sentHost == null && !header) return DIRECT;
  return referrerHost({ sentHost, header }, ownHosts(request));
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
