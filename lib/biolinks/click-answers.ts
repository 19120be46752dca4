import { androidAppLink, opensAndroidApps } from "./app-links";
import { isVisible } from "./blocks";
import { countSoon, type Visit } from "./count";
import { VIEW_BLOCK_ID, type LinkBlock } from "./events";
import { VIEW_PIXEL } from "./view-pixel";

// What a bio link's click and a page's view beacon answer, and the count they make: one function each,
// called by the routes (app/l/[slug]/go/[blockId], app/l/[slug]/view) and by npm start's server when the
// target is already in memory (lib/biolinks/early-answers.ts). The target comes from the saved page only
// (lib/biolinks/bio-targets.ts), never from the request, so a click is no open redirect. Next answers HEAD
// with the GET handler: a link checker's HEAD is neither a click nor a view.

/** The page a view or click counts for. */
export interface CountTarget {
  pageId: string;
  ownerId: string;
}

/** An answer as plain data, so the routes make a Response of it and npm start's server writes it as is. */
export interface BioAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer | null;
}

const NO_LINK: BioAnswer = {
  status: 404,
  headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  body: "This link does not exist.",
};

/**
 * A visitor following `blockId`: a 302 to where the link goes now (in its app, for an app's link followed
 * on Android: app-links.ts), counted, or a 404.
 */
export function answerClick(
  visit: Visit,
  method: string,
  target: LinkBlock | null,
  blockId: string,
  now = new Date(),
): BioAnswer {
  if (!target || !isVisible(target, now)) return NO_LINK;
  if (method === "GET") countSoon(visit, target, blockId);
  const userAgent = visit.headers.get("user-agent");
  const app = userAgent && opensAndroidApps(userAgent) ? androidAppLink(target.url) : null;
  return { status: 302, headers: { location: app ?? target.url, "cache-control": "no-store" }, body: null };
}

/**
 * A view of the page `target` (null: no public page, nothing counted), answered with a 1×1 GIF either way.
 * `sentHost` is the referrer host the page's script reported (`?ref=`): the beacon's own Referer is the bio
 * page. Without JavaScript there is none, and the view counts as Direct.
 */
export function answerView(
  visit: Visit,
  method: string,
  target: CountTarget | null,
  sentHost: string | null,
): BioAnswer {
  if (target && method === "GET") countSoon(visit, target, VIEW_BLOCK_ID, sentHost);
  return { status: 200, headers: VIEW_PIXEL.headers, body: VIEW_PIXEL.body };
}

/** The answer as a web Response, for a route handler. */
export function toResponse({ status, headers, body }: BioAnswer): Response {
  return new Response(body === null ? null : typeof body === "string" ? body : new Uint8Array(body), {
    status,
    headers,
  });
}
