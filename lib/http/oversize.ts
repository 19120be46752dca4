import type { IncomingMessage, ServerResponse } from "node:http";
import { bodyLimitFor, tooLargeMessage } from "./body-limits";

function refuse(request: IncomingMessage, response: ServerResponse, status: number, message: string) {
  response.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    connection: "close",
  });
  response.end(message, () => request.destroy());
}

/**
 * For `npm start`'s server: a body announced larger than its route's cap is refused before Next reads a
 * byte of it, and so is a page POST (a server action) whose size is not announced: the proxy would
 * otherwise buffer either up to 60 MB before answering. The connection is closed so the rest is never
 * received. Route handlers cap bodies without a Content-Length as they read them (lib/http/body.ts).
 */
export function refuseOversizeBody(request: IncomingMessage, response: ServerResponse): boolean {
  const announced = request.headers["content-length"];
  // A request without a body (every page view) is let through before its address is parsed.
  if (announced === undefined && (request.method !== "POST" || !request.headers["transfer-encoding"])) {
    return false;
  }
  const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
  if (announced === undefined) {
    if (pathname.startsWith("/api/")) return false;
    refuse(request, response, 411, "The form's size was not announced (Content-Length).");
    return true;
  }
  const limit = bodyLimitFor(pathname);
  if (Number(announced) <= limit) return false;
  refuse(request, response, 413, tooLargeMessage(limit));
  return true;
}
