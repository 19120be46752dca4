import type { IncomingMessage, ServerResponse } from "node:http";
import { NON_PAGE_POLICY } from "../security/csp";
import { FIXED_HEADERS } from "../security/fixed-headers";

// Every public page asks better-auth's /api/auth/get-session once it has hydrated, to show the navbar's
// signed-in state (components/site/browser-session.ts). For a visitor without a session cookie, nearly
// every visitor, the answer is always `null`: npm start's server sends it before Next, so a page view the
// page cache answered early does not then cost a request through Next's route machinery and better-auth
// (docs/performance.md). A request carrying any session cookie, valid or not, goes on to better-auth.

const PATH = "/api/auth/get-session";

/** better-auth's answer to a request without a session cookie, as it leaves Next (next.config.ts headers()). */
const HEADERS = {
  ...FIXED_HEADERS,
  "Content-Security-Policy": NON_PAGE_POLICY,
  "Cache-Control": "no-store",
  Pragma: "no-cache",
  "Content-Type": "application/json",
  "Content-Length": "4",
};

/** Answers `null` and returns true, or returns false and leaves the request to Next. */
export function answerSignedOutSession(request: IncomingMessage, response: ServerResponse): boolean {
  const { method, url, headers } = request;
  if (url !== PATH || (method !== "GET" && method !== "HEAD")) return false;
  // better-auth's cookie is `better-auth.session_token`, `__Secure-` prefixed over HTTPS.
  if (headers.cookie?.includes("session_token")) return false;
  response.writeHead(200, HEADERS);
  response.end(method === "HEAD" ? undefined : "null");
  return true;
}
