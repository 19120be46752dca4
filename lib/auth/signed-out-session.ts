import type { IncomingMessage, ServerResponse } from "node:http";
import { NON_PAGE_POLICY } from "../security/csp";
import { FIXED_HEADERS } from "../security/fixed-headers";

// Every public page asks /api/auth/get-session once it has hydrated, to show the navbar's signed-in state
// (components/site/browser-session.ts). For a visitor without a session cookie, nearly every visitor,
// better-auth's answer is always `null` (tests/integration/signed-out-session.test.ts compares): it is
// sent from here without better-auth, by the auth route (app/api/auth/[...all]) and by npm start's server
// before Next, so a page view the page cache answered early does not then cost a request through Next's
// route machinery (docs/performance.md). A request carrying any session cookie, valid or not, goes on to
// better-auth.

const PATH = "/api/auth/get-session";

const ANSWER = {
  status: 200,
  headers: { "Cache-Control": "no-store", Pragma: "no-cache", "Content-Type": "application/json" },
  body: "null",
};

/** The answer to a session check without a session cookie, or null when better-auth must answer. */
export function signedOutSession(method: string, url: string, cookie: string | null | undefined) {
  if (url !== PATH || (method !== "GET" && method !== "HEAD")) return null;
  // better-auth's cookie is `better-auth.session_token`, `__Secure-` prefixed over HTTPS.
  return cookie?.includes("session_token") ? null : ANSWER;
}

/** The answer's headers with those next.config.ts gives /api, made once: each view of a page asks. */
const EARLY_HEADERS = {
  ...FIXED_HEADERS,
  "Content-Security-Policy": NON_PAGE_POLICY,
  ...ANSWER.headers,
  "Content-Length": String(ANSWER.body.length),
};

/** npm start's server: sends that answer with the headers next.config.ts gives /api, and returns true. */
export function answerSignedOutSession(request: IncomingMessage, response: ServerResponse): boolean {
  const { method = "GET", url = "" } = request;
  if (!signedOutSession(method, url, request.headers.cookie)) return false;
  response.writeHead(ANSWER.status, EARLY_HEADERS);
  response.end(method === "HEAD" ? undefined : ANSWER.body);
  return true;
}
