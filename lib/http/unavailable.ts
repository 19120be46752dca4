import type { IncomingMessage, ServerResponse } from "node:http";
import { databaseFailedSince, RETRY_AFTER_SECONDS, SITE_UNAVAILABLE } from "../db/availability";
import { CACHE_STALE, CACHE_STATUS_HEADER } from "../next-adapter/cache-status";

// Next answers a page or route handler that threw with 500 and its error page, whatever the cause. When the
// cause is a database that is away, the honest answer is 503 with Retry-After: clients, crawlers and load
// balancers then retry instead of recording a broken page. `npm start`'s server (scripts/server.ts) holds
// back a 500 and sends this instead if a query failed for want of the database while the request ran, or
// if the database does not answer now (one probe a second at most). A page the page cache holds goes out
// as its last good copy instead (its render failed for want of the database: whichever way the request
// came, a visitor never sees the 503 for it). Any other 500 is a bug's, and goes out as Next wrote it.

type Call = { method: "writeHead" | "write" | "end" | "flushHeaders"; args: unknown[] };

/** A page to send instead of the 503: its headers and HTML. */
export interface LastGoodCopy {
  headers: Record<string, string>;
  html: string;
}

function wantsJson(request: IncomingMessage): boolean {
  const url = request.url ?? "/";
  return url.startsWith("/api/") || /application\/json/.test(request.headers.accept ?? "");
}

function unavailablePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Briefly unavailable · Creatorkit</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:20vh auto;padding:0 1rem;text-align:center;color:#0f172a"><h1 style="font-size:1.5rem">Briefly unavailable</h1><p>${SITE_UNAVAILABLE}</p></body></html>`;
}

/** Sends the 503 for `request` on a response whose headers have not gone out. */
function sendUnavailable(request: IncomingMessage, end: (body: string) => void, response: ServerResponse) {
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  const json = wantsJson(request);
  response.statusCode = 503;
  response.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  response.setHeader("Cache-Control", "no-store");
  response.setHeader("Content-Type", json ? "application/json" : "text/html; charset=utf-8");
  end(json ? JSON.stringify({ error: SITE_UNAVAILABLE }) : unavailablePage());
}

/**
 * Watches `response`: a 500 is held back until `databaseReachable` answers, then replaced by a 503 (database
 * away) or sent as it was. Anything else passes straight through.
 */
export function answerUnavailableForDatabase(
  request: IncomingMessage,
  response: ServerResponse,
  databaseReachable: () => Promise<boolean>,
  lastGoodCopy: (request: IncomingMessage) => Promise<LastGoodCopy | null> = async () => null,
  databaseDown: () => boolean = () => false,
): void {
  const original = {
    writeHead: response.writeHead.bind(response),
    write: response.write.bind(response),
    end: response.end.bind(response),
    flushHeaders: response.flushHeaders.bind(response),
  };
  const startedAt = Date.now();
  let held: Call[] | null = null;
  let decided = false;

  const callbacks = (calls: Call[]) =>
    calls.flatMap((call) => call.args.filter((arg): arg is () => void => typeof arg === "function"));

  const settle = async (calls: Call[]) => {
    // A query of this request's time failed for want of the database, or the database does not answer now
    // (it may have come back since: the 500 was still its doing).
    const away = databaseFailedSince(startedAt) || !(await databaseReachable().catch(() => false));
    if (away && !response.headersSent) {
      const copy = await lastGoodCopy(request).catch(() => null);
      if (copy && !response.headersSent) {
        for (const name of response.getHeaderNames()) response.removeHeader(name);
        original.writeHead(200, { ...copy.headers, "Content-Length": String(Buffer.byteLength(copy.html)) });
        original.end(request.method === "HEAD" ? undefined : copy.html);
      } else sendUnavailable(request, (body) => original.end(body), response);
      for (const callback of callbacks(calls)) process.nextTick(callback);
      return;
    }
    // Replayed as sent, except a head the replay has already written: while held, Next saw no headers sent
    // and may have set them twice. Whatever fails, the response ends.
    try {
      for (const call of calls) {
        const head = call.method === "writeHead" || call.method === "flushHeaders";
        if (head && response.headersSent) continue;
        (original[call.method] as (...a: unknown[]) => unknown)(...call.args);
      }
    } finally {
      if (!response.writableEnded) original.end();
    }
  };

  // The page cache's last good copy, served by Next because the database did not answer: nothing downstream
  // may keep it as fresh, so the first request after the database is back renders anew.
  const keepNoStaleCopy = () => {
    if (response.getHeader(CACHE_STATUS_HEADER) === CACHE_STALE && databaseDown()) {
      response.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
    }
  };

  const intercept =
    (method: Call["method"]) =>
    (...args: unknown[]): unknown => {
      const pass = () => (original[method] as (...a: unknown[]) => unknown)(...args);
      if (!decided) {
        decided = true;
        const status = method === "writeHead" ? Number(args[0]) : response.statusCode;
        if (status !== 500) {
          keepNoStaleCopy();
          return pass();
        }
        held = [];
      }
      // Once decided, calls pass straight on. The methods are never put back: code that wrapped them after
      // us (Next does) would lose its wrappers.
      if (!held) return pass();
      held.push({ method, args });
      if (method === "end") {
        // Let go first: Node's own end() calls this.writeHead, which must then pass.
        const calls = held;
        held = null;
        void settle(calls);
      }
      return method === "write" ? true : response;
    };

  response.writeHead = intercept("writeHead") as ServerResponse["writeHead"];
  response.write = intercept("write") as ServerResponse["write"];
  response.end = intercept("end") as ServerResponse["end"];
  response.flushHeaders = intercept("flushHeaders") as ServerResponse["flushHeaders"];
}
