import type { IncomingMessage, ServerResponse } from "node:http";
import { earlyPageHeaders } from "../security/early-page-headers";
import { knownClickTarget, knownViewTarget } from "./bio-targets";
import { answerClick, answerView, type BioAnswer } from "./click-answers";
import type { Visit } from "./count";

// Bio clicks and view beacons whose target memory already holds (lib/biolinks/bio-targets.ts), answered by
// npm start's server before Next (DESIGN, The hot path) with the routes' own answer and count
// (lib/biolinks/click-answers.ts), without Next's routing, cache handler and route machinery, which cost
// even an empty route handler over a third of its throughput under our next.config.ts
// (docs/performance.md). Everything else goes on to the routes: a target not in memory, a signed-in
// visitor (the owner's clicks and views do not count, which needs their session), other methods, any
// other address.

// A page's slug, or its domain's name in the route a domain's address leads to (/l/{domain}/domain/go/…:
// domains/addresses.ts; scripts/server.ts sends that form on to Next when the site's own host asks for it).
const CLICK = /^\/l\/([a-z0-9.-]+)(?:\/domain)?\/go\/([0-9a-fA-F-]{36})$/;
const VIEW = /^\/l\/([a-z0-9.-]+)(?:\/domain)?\/view(?:\?([^#]*))?$/;

/**
 * Answers the click or view and returns true, or returns false and leaves the request to Next. `url`: the
 * route asked for, the request's own unless a domain's address led to it.
 */
export function answerCachedBioRequest(
  request: IncomingMessage,
  response: ServerResponse,
  url = request.url ?? "",
): boolean {
  const { method = "GET" } = request;
  if ((method !== "GET" && method !== "HEAD") || !url.startsWith("/l/")) return false;
  if (request.headers.cookie?.includes("session_token")) return false;
  const click = CLICK.exec(url);
  if (click) {
    const blockId = click[2]!.toLowerCase();
    const target = knownClickTarget(click[1]!, blockId);
    // A link with a click limit takes each click in the database first (click-limits.ts): the route's.
    if (target === undefined || target?.clickLimit) return false;
    return send(answerClick(visit(request, url), method, target, blockId), method, response);
  }
  const view = VIEW.exec(url);
  const target = view && knownViewTarget(view[1]!);
  if (!view || target === undefined) return false;
  const sentHost = new URLSearchParams(view[2]).get("ref");
  return send(answerView(visit(request, url), method, target, sentHost), method, response);
}

/** Writes the answer with the headers next.config.ts gives a bio address. */
function send(answer: BioAnswer, method: string, response: ServerResponse): true {
  response.writeHead(answer.status, { ...earlyPageHeaders("bio"), ...answer.headers });
  response.end(method === "HEAD" ? undefined : (answer.body ?? undefined));
  return true;
}

/** The request as counting reads it (a web Request's url and headers). */
function visit(request: IncomingMessage, url: string): Visit {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return { url: `http://${request.headers.host ?? "localhost"}${url}`, headers };
}
