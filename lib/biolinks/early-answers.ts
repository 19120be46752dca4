import type { IncomingMessage, ServerResponse } from "node:http";
import { earlyPageHeaders } from "../security/early-page-headers";
import { isVisible } from "./blocks";
import { linkKey, sharedBioTargets, type BioTargets } from "./shared-targets";
import { VIEW_PIXEL } from "./view-pixel";

// Bio clicks and view beacons whose target the shared caches already hold (lib/biolinks/bio-targets.ts),
// answered by npm start's server before Next (DESIGN, The hot path): the same response and the same count
// as app/l/[slug]/go/[blockId] and app/l/[slug]/view, without Next's routing, cache handler and route
// machinery, which cost even an empty route handler over a third of its throughput under our
// next.config.ts (docs/performance.md). Everything else goes on to those routes: a target not cached yet or
// gone, a signed-in visitor (the owner's clicks and views do not count, which needs their session), other
// methods, any other address.

const CLICK = /^\/l\/([a-z0-9-]+)\/go\/([0-9a-fA-F-]{36})$/;
const VIEW = /^\/l\/([a-z0-9-]+)\/view(?:\?([^#]*))?$/;

/** Answers the click or view and returns true, or returns false and leaves the request to Next. */
export function answerCachedBioRequest(request: IncomingMessage, response: ServerResponse): boolean {
  const { method, url = "" } = request;
  if ((method !== "GET" && method !== "HEAD") || !url.startsWith("/l/")) return false;
  const targets = sharedBioTargets();
  if (!targets || request.headers.cookie?.includes("session_token")) return false;
  return answerClick(targets, request, response) || answerView(targets, request, response);
}

function answerClick(targets: BioTargets, request: IncomingMessage, response: ServerResponse): boolean {
  const match = CLICK.exec(request.url!);
  if (!match) return false;
  const blockId = match[2]!.toLowerCase();
  const target = targets.links.get(linkKey(match[1]!, blockId));
  if (!target || !isVisible(target, new Date())) return false;
  response.writeHead(302, { ...earlyPageHeaders("bio"), location: target.url, "cache-control": "no-store" });
  response.end();
  // Next answers HEAD with the GET handler too: a link checker's HEAD is no click.
  if (request.method === "GET") targets.countClick(visit(request), target, blockId);
  return true;
}

function answerView(targets: BioTargets, request: IncomingMessage, response: ServerResponse): boolean {
  const match = VIEW.exec(request.url!);
  const target = match && targets.views.get(match[1]!);
  if (!match || !target) return false;
  // The route reads the same query the same way (its `ref` and utm_…); count.ts reads the campaign.
  const sentHost = new URLSearchParams(match[2]).get("ref");
  response.writeHead(200, { ...earlyPageHeaders("bio"), ...VIEW_PIXEL.headers });
  response.end(request.method === "HEAD" ? undefined : VIEW_PIXEL.body);
  if (request.method === "GET") targets.countView(visit(request), target, sentHost);
  return true;
}

/** The request as counting reads it (a web Request's url and headers). */
function visit(request: IncomingMessage): { url: string; headers: Headers } {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return { url: `http://${request.headers.host ?? "localhost"}${request.url}`, headers };
}
