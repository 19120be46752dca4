import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import next from "next";
import { answerSignedOutSession } from "../lib/auth/signed-out-session";
import { scheduleDomainChecks } from "../lib/biolinks/domains/check-queue";
import { workImportConfirmations } from "../lib/biolinks/import/confirm-mails";
import { domainOf, isDomainRoute, routeOnDomain } from "../lib/biolinks/domains/addresses";
import { answerCachedBioRequest } from "../lib/biolinks/early-answers";
import { applyLeftoverLog } from "../lib/biolinks/stats/pipeline";
import { answerCachedPage, cachedPageKey, lastGoodPage, recordNextAnswer } from "../lib/cache/early-pages";
import { backupSocketPath, serveBackups } from "../lib/db/backup";
import { connection, embeddedDirectory } from "../lib/db/client";
import { databaseKnownDown, databaseReachable } from "../lib/db/probe";
import { env } from "../lib/env";
import { refuseOversizeBody } from "../lib/http/oversize";
import { answerUnavailableForDatabase } from "../lib/http/unavailable";
import { startFromBuiltConfig } from "../lib/next-adapter/built-config";
import { pinConnectionAddress } from "../lib/request-ip";
import { earlyRefusal, sendRefusal } from "../lib/security/early-refusal";
import { sendQueue } from "../lib/newsletter/send-queue";
import { stopGracefully } from "../lib/shutdown";
import { siteHost } from "../lib/site-url";

// The production server of `npm start`: Next's request handler behind a plain HTTP server. Next keeps a
// client's own X-Forwarded-For when there is one (lib/request-ip.ts), so with no proxy in front
// (TRUST_PROXY=0) the header is pinned to the connection's address here. With proxies in front, the header
// is theirs and clientIp picks the right hop from it, as under `next start`. Oversize bodies and addresses
// no page can have are refused here too, before Next: cheaper than a proxy run on every request. Bio clicks
// and views whose target memory holds, visits to pages whose fresh copy the page cache holds, and a
// signed-out visitor's session check are answered here with the answers Next's routes give
// (lib/biolinks/early-answers.ts, lib/cache/early-pages.ts, lib/auth/signed-out-session.ts;
// docs/design/npm-start-server.md), on the site's host and on creators' domains alike. A 500 while the
// database is away goes out as the page cache's last good copy of that page, or else as 503 with
// Retry-After (lib/http/unavailable.ts).

const KEEP_ALIVE_MS = 65_000;

export async function serve(port: number): Promise<void> {
  const { TRUST_PROXY, DATABASE_URL } = env();
  // From the build's configuration, not next.config.ts (docs/design/built-config.md).
  startFromBuiltConfig(process.cwd());
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const host = siteHost();
  const server = createServer((request, response) => {
    if (TRUST_PROXY === 0) pinConnectionAddress(request);
    if (refuseOversizeBody(request, response)) return;
    const refusal = earlyRefusal(request.url ?? "/");
    if (refusal) return void sendRefusal(refusal, response);
    const domain = domainOf(request.headers.host, host);
    const url = request.url ?? "/";
    if (!domain) {
      // The routes only a domain's rewrite reaches are Next's 404 on the site's own host (addresses.ts). The
      // session check is the site's alone: on a domain it is an address like any other (a 404).
      if (isDomainRoute(url)) return toNext(request, response, null);
      if (!answerSignedOutSession(request, response)) answer(request, response, url);
      return;
    }
    // A creator's domain is not ours: no cookie of the site's is read there (its pages set none).
    delete request.headers.cookie;
    // Next's rewrite routes the address (lib/biolinks/domains/addresses.ts); the route it leads to names
    // what may be answered here first.
    const route = routeOnDomain(url, domain);
    if (route) answer(request, response, route);
    else toNext(request, response, null);
  });
  /** `route`: what the request asks for, its own URL unless a domain's address led to it. */
  const answer = (request: IncomingMessage, response: ServerResponse, route: string) => {
    if (answerCachedBioRequest(request, response, route)) return;
    const page = cachedPageKey(request, route);
    if (!page) return toNext(request, response, route);
    answerCachedPage(page, request, response).then(
      (answered) => answered || toNext(request, response, route),
      (error: unknown) => response.destroy(error as Error),
    );
  };
  const toNext = (request: IncomingMessage, response: ServerResponse, route: string | null) => {
    const lastGood = route ? (asked: IncomingMessage) => lastGoodPage(asked, route) : undefined;
    answerUnavailableForDatabase(request, response, databaseReachable, lastGood, databaseKnownDown);
    if (route) recordNextAnswer(request, response, route);
    void handle(request, response);
  };
  // An idle connection stays open longer than a proxy in front keeps it (nginx's upstream keepalive, most
  // load balancers: 60 s). Closed sooner (Node's default is 5 s), a proxy or client can reuse it just as it
  // closes, and that request fails with a reset.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  await new Promise<void>((resolve) => server.listen(port, resolve));
  // The embedded database is this process's alone: `npm run db:backup` asks it for a backup over a socket.
  const embedded = embeddedDirectory(DATABASE_URL);
  if (embedded) await serveBackups(backupSocketPath(embedded), () => connection().dump!());
  const trust =
    TRUST_PROXY === 0 ? "" : ` (client addresses from ${TRUST_PROXY} prox${TRUST_PROXY === 1 ? "y" : "ies"})`;
  console.log(`[creatorkit] ready on http://localhost:${port}${trust}`);
  startSendQueue();
  // A statistics log left by the last run is applied now, not at the next click.
  applyLeftoverLog();
  // Queued work (bio page counts, a newsletter batch under way) is finished before the process exits.
  stopGracefully(server);
}

/**
 * This instance works the job queue (the newsletter's sends, creators' domain checks, the confirmation
 * mails of imported lists); a database still away at start is tried again.
 */
function startSendQueue(): void {
  sendQueue()
    .then(async (boss) => {
      await scheduleDomainChecks(boss);
      await workImportConfirmations(boss);
    })
    .catch((error: unknown) => {
      console.error("[jobs] the job queue could not start; trying again in 30 s", error);
      setTimeout(startSendQueue, 30_000).unref();
    });
}
