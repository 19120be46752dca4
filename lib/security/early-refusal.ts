import type { ServerResponse } from "node:http";
import { FIXED_HEADERS } from "./fixed-headers";
import { hasDotSegment, isMalformedPath, malformedPathResponse } from "./path-guard";
import { impossibleSlugResponse, isImpossibleSlug } from "./slug-guard";

// Addresses refused before Next sees them, by `npm start`'s server (scripts/server.ts), where it costs a
// string test rather than a proxy run on every request (DESIGN, The hot path): paths that do not decode to
// text (400), a target that is not a path (absolute-form, `GET http://host/…`) or has dot segments, which no
// address of ours has and which Next resolves before it routes (400), and slugs no saved post, ebook, term,
// bio page or tool could have (404), so made-up addresses never render or fill the page cache.

export function earlyRefusal(url: string): Response | null {
  const pathname = url.split("?", 1)[0] ?? "/";
  if (isMalformedPath(pathname)) return malformedPathResponse();
  if (!pathname.startsWith("/") || hasDotSegment(pathname)) return notAPathResponse();
  if (isImpossibleSlug(pathname)) return impossibleSlugResponse();
  return null;
}

/** Sends a small, fully built refusal on a Node response. */
export async function sendRefusal(refusal: Response, response: ServerResponse): Promise<void> {
  const body = Buffer.from(await refusal.arrayBuffer());
  response.writeHead(refusal.status, {
    ...FIXED_HEADERS,
    ...Object.fromEntries(refusal.headers),
    "content-length": String(body.byteLength),
  });
  response.end(body);
}

function notAPathResponse(): Response {
  return new Response("This address is not valid: it has . or .. segments.", {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
