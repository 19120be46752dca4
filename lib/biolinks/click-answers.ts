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

export const NO_LINK: BioAnswer = {
  status: 404,
  headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  body: "This link does not exist.",
};

/**
 * A page of its own in place of the redirect, plain HTML that works without JavaScript. Its links are
 * relative to the click's address (/l/{slug}/go/{id}, or /go/{id} on a domain): "?confirm=18" asks again,
 * ".." is the bio page.
 */
function notice(status: number, title: string, text: string, next?: string): BioAnswer {
  const link =
    "display:inline-block;margin:.5rem;padding:.75rem 1.25rem;border-radius:.75rem;font-weight:600";
  const body = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${title}</title></head>`,
    '<body style="margin:0;font:1rem/1.5 system-ui,sans-serif;background:#f8fafc;color:#0f172a">',
    '<main style="max-width:28rem;margin:15vh auto;padding:1.5rem;text-align:center">',
    `<h1 style="font-size:1.5rem">${title}</h1><p>${text}</p>`,
    next
      ? `<a href="${next}" style="${link};background:#0f172a;color:#fff">I am 18 or older, continue</a>`
      : "",
    `<a href=".." style="${link};color:#0f172a">Back to the page</a>`,
    "</main></body></html>",
  ].join("");
  return {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
    body,
  };
}

/** The form a locked link answers with (its POST: link-password.ts); `problem`: why it asks again. */
export function passwordForm(status = 200, problem = ""): BioAnswer {
  const field =
    "width:100%;box-sizing:border-box;margin:.5rem 0;padding:.75rem;font:inherit;border:1px solid #64748b;border-radius:.5rem";
  const form = [
    '<form method="post" style="text-align:left">',
    '<label for="password" style="font-weight:600">Password</label>',
    `<input id="password" name="password" type="password" required maxlength="100" autocomplete="current-password" style="${field}"${problem ? ' aria-describedby="problem" aria-invalid="true"' : ""}>`,
    problem ? `<p id="problem" role="alert" style="color:#b91c1c;margin:0 0 .5rem">${problem}</p>` : "",
    `<button type="submit" style="${field};background:#0f172a;color:#fff;font-weight:600">Open link</button>`,
    "</form>",
  ].join("");
  return notice(
    status,
    "This link is locked",
    `Its owner asks for a password before it opens.</p>${form}<p>`,
  );
}

const LOCKED = passwordForm();

/** A link whose click limit is used up (click-limits.ts). */
export const LIMIT_REACHED = notice(
  410,
  "This link has reached its limit",
  "Its owner let it open a set number of times, and they have all been used.",
);

const EXPIRED = notice(410, "This link has expired", "Its owner set it to close at a time that has passed.");
const SENSITIVE = notice(
  200,
  "Sensitive content",
  "This link may lead to content meant for adults only. Continue only if you are 18 or older.",
  "?confirm=18",
);

/**
 * A visitor following `blockId`: a 302 to where the link goes now, counted; the password form of a locked
 * link; a page asking an adult's confirmation first for a sensitive link; a page saying so for a link whose
 * "Show until" has passed; or a 404.
 */
export function answerClick(
  visit: Visit,
  method: string,
  target: LinkBlock | null,
  blockId: string,
  now = new Date(),
): BioAnswer {
  if (!target) return NO_LINK;
  const closed = closedLink(target, now);
  if (closed) return closed;
  // Counted once the visitor has typed the password (its form posts to the route), or confirmed their age.
  if (target.passwordHash) return LOCKED;
  if (target.sensitive && new URL(visit.url).searchParams.get("confirm") !== "18") return SENSITIVE;
  return followLink(visit, method, target, blockId);
}

/** Why `target` cannot be followed at `now` (a 404, or the expired page); null when it can. */
export function closedLink(target: LinkBlock, now = new Date()): BioAnswer | null {
  if (isVisible(target, now)) return null;
  return target.enabled && target.showUntil && now >= target.showUntil ? EXPIRED : NO_LINK;
}

/**
 * The redirect to where `target` goes (in its app, for an app's link followed on Android: app-links.ts),
 * counted unless it is a HEAD; a 303 after a posted form.
 */
export function followLink(visit: Visit, method: string, target: LinkBlock, blockId: string): BioAnswer {
  if (method !== "HEAD") countSoon(visit, target, blockId);
  const app = appLinkOf(target);
  const userAgent = app && visit.headers.get("user-agent");
  return {
    status: method === "POST" ? 303 : 302,
    headers: {
      location: userAgent && opensAndroidApps(userAgent) ? app! : target.url,
      "cache-control": "no-store",
    },
    body: null,
  };
}

/** The link's Android intent, worked out once per cached target: most links have none, and pay a lookup. */
const appLinks = new WeakMap<LinkBlock, string | null>();
function appLinkOf(target: LinkBlock): string | null {
  let app = appLinks.get(target);
  if (app === undefined) appLinks.set(target, (app = androidAppLink(target.url)));
  return app;
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
