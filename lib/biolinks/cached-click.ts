import type { IncomingMessage, ServerResponse } from "node:http";
import { env } from "../env";
import { FIXED_HEADERS } from "../security/fixed-headers";
import { staticPageHeaders } from "../security/static-page-headers";
import { isVisible } from "./blocks";
import { clickKey, sharedClickCache } from "./click-cache";

// A bio click whose target the click cache already holds, answered by npm start's server before Next
// (DESIGN, The hot path): the same 302 and the same count as app/l/[slug]/go/[blockId]/route.ts, without
// Next's routing, cache handler and route machinery, which cost a bare route handler over a third of its
// throughput under our next.config.ts (README, Speed). Everything else goes on to that route: a target not
// cached yet or gone, a signed-in visitor (the owner's clicks do not count, which needs their session),
// another method, a query or any other address.

const CLICK = /^\/l\/([a-z0-9-]+)\/go\/([0-9a-fA-F-]{36})$/;

let headers: Record<string, string> | undefined;

/** Answers the click and returns true, or returns false and leaves the request to Next. */
export function answerCachedClick(request: IncomingMessage, response: ServerResponse): boolean {
  const method = request.method;
  if (method !== "GET" && method !== "HEAD") return false;
  const match = CLICK.exec(request.url ?? "");
  if (!match || request.headers.cookie?.includes("session_token")) return false;
  const clicks = sharedClickCache();
  const blockId = match[2]!.toLowerCase();
  const target = clicks?.targets.get(clickKey(match[1]!, blockId));
  if (!clicks || !target || !isVisible(target, new Date())) return false;
  // As next.config.ts headers() set them in the production build this server serves.
  headers ??= { ...FIXED_HEADERS, ...staticPageHeaders("bio", { ...env(), NODE_ENV: "production" }) };
  response.writeHead(302, { ...headers, location: target.url, "cache-control": "no-store" });
  response.end();
  // Next answers HEAD with the GET handler too: a link checker's HEAD is no click.
  if (method === "GET") clicks.count(visit(request), target, blockId);
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
