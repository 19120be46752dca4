import type { IncomingHttpHeaders } from "node:http";
import { ACTION_HEADER, FLIGHT_HEADERS, NEXT_URL } from "next/dist/client/components/app-router-headers.js";
import { PRERENDER_REVALIDATE_HEADER } from "next/dist/lib/constants.js";

// Requests for a page that Next answers differently from a plain visit, so that a copy of the page is not
// their answer: the router's RSC and prefetch requests (FLIGHT_HEADERS), an interception route's next-url,
// a server action (next/dist/client/components/app-router-headers.js), an on-demand revalidation
// (next/dist/lib/constants.js), and draft mode, whose cookie Next names in next/dist/server/api-utils,
// a module too heavy to load for a name: the upgrade contract compares this one with Next's.

const NEXT_DECIDES = [...FLIGHT_HEADERS, NEXT_URL, ACTION_HEADER, PRERENDER_REVALIDATE_HEADER];
export const DRAFT_MODE_COOKIE = "__prerender_bypass";

/** Whether a request with these headers asks Next for something other than the page's stored copy. */
export function asksNextToDecide(headers: IncomingHttpHeaders): boolean {
  if (NEXT_DECIDES.some((name) => headers[name] !== undefined)) return true;
  return headers.cookie?.includes(DRAFT_MODE_COOKIE) ?? false;
}
