import "server-only";
import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupAddress } from "node:dns";
import { Agent, buildConnector, request } from "undici";
import { env } from "@/lib/env";
import { isIpLiteral, isPublicAddress } from "./address";
import { GuardedFetchError } from "./errors";

// The ONE way the server fetches a URL a visitor gave it (DESIGN "Tools"). Node's global fetch ignores
// http.Agent, so the check lives in an undici connector: every address a name resolves to is checked when
// the socket is opened (DNS rebinding cannot slip a private address in after a first, public answer), and
// the connected socket's remote address is checked again, which also covers literal IPs. Redirects are
// followed by hand, each hop through the same checks.

export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export interface GuardOptions {
  /** DNS resolution; tests inject answers that point inside. */
  resolve?: Resolve;
  /** host:port pairs exempt from the address check: tests (and only tests) list their local server. */
  allowHosts?: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** What is asked for, and the content types taken; anything else fails as "not-html". Default: HTML. */
  accept?: string;
  types?: RegExp;
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  html: string;
  redirects: string[];
}

type Body = Awaited<ReturnType<typeof request>>["body"];

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

type LookupCallback = (err: Error | null, address: string | LookupAddress[], family?: number) => void;

function guardedLookup(resolve: Resolve) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))
          return callback(new GuardedFetchError("blocked"), "");
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      () => callback(new GuardedFetchError("dns"), ""),
    );
  };
}

export function createGuardedFetch(options: GuardOptions = {}) {
  const resolve = options.resolve ?? systemResolve;
  const allowHosts = new Set(options.allowHosts ?? []);
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxRedirects = options.maxRedirects ?? 5;
  const accept = options.accept ?? "text/html,application/xhtml+xml";
  const types = options.types ?? HTML_TYPES;

  const guarded = buildConnector({
    timeout: timeoutMs,
    lookup: guardedLookup(resolve),
  } as buildConnector.BuildOptions);
  const open = buildConnector({ timeout: timeoutMs });
  const dispatcher = new Agent({
    connect(opts, callback) {
      if (allowHosts.has(`${opts.hostname}:${opts.port}`)) return open(opts, callback);
      guarded(opts, (err, socket) => {
        if (err || !socket) return callback(err ?? new GuardedFetchError("unreachable"), null);
        if (!isPublicAddress(socket.remoteAddress ?? "")) {
          socket.destroy();
          return callback(new GuardedFetchError("blocked"), null);
        }
        callback(null, socket);
      });
    },
  });

  /** Refuses before any connection where the URL alone says no (scheme, literal private IP, bad DNS). */
  async function precheck(url: URL): Promise<void> {
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new GuardedFetchError("protocol");
    const port = url.port || (url.protocol === "https:" ? "443" : "80");
    if (allowHosts.has(`${url.hostname}:${port}`)) return;
    // RFC 6761: localhost and every name under it are loopback, whatever a resolver says.
    const host = url.hostname.replace(/\.$/, "");
    if (host === "localhost" || host.endsWith(".localhost")) throw new GuardedFetchError("blocked");
    if (isIpLiteral(url.hostname)) {
      if (!isPublicAddress(url.hostname)) throw new GuardedFetchError("blocked");
      return;
    }
    const addresses = await resolve(url.hostname).catch(() => {
      throw new GuardedFetchError("dns");
    });
    if (addresses.length === 0) throw new GuardedFetchError("dns");
    if (addresses.some((a) => !isPublicAddress(a.address))) throw new GuardedFetchError("blocked");
  }

  async function readCapped(body: Body): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        discard(body);
        throw new GuardedFetchError("too-large");
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  /** `headers` are added to the request (an API's key); the guard's own are kept. */
  async function guardedFetch(input: string, headers: Record<string, string> = {}): Promise<FetchedPage> {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new GuardedFetchError("protocol");
    }
    // One deadline for the whole chain of redirects; cleared at the end so it never fires afterwards.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await follow(url, controller.signal, headers);
    } finally {
      clearTimeout(timer);
    }
  }

  async function follow(
    start: URL,
    signal: AbortSignal,
    extra: Record<string, string>,
  ): Promise<FetchedPage> {
    let url = start;
    const redirects: string[] = [];
    for (;;) {
      await precheck(url);
      let response: Awaited<ReturnType<typeof request>>;
      try {
        response = await request(url, {
          dispatcher,
          method: "GET",
          signal,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
          headers: { ...extra, "user-agent": "CreatorkitBot/1.0 (+E-E-A-T checker)", accept },
        });
      } catch (error) {
        throw toFailure(error, signal);
      }
      const { statusCode, headers, body } = response;
      const location = headers.location;
      if (REDIRECTS.has(statusCode) && typeof location === "string") {
        discard(body);
        if (redirects.length >= maxRedirects) throw new GuardedFetchError("redirects");
        url = new URL(location, url);
        redirects.push(url.href);
        continue;
      }
      if (statusCode >= 400) {
        discard(body);
        throw new GuardedFetchError("status", `(HTTP ${statusCode}).`);
      }
      const contentType = String(headers["content-type"] ?? "");
      if (!types.test(contentType)) {
        discard(body);
        throw new GuardedFetchError("not-html");
      }
      const declared = Number(headers["content-length"]);
      if (declared > maxBytes) {
        discard(body);
        throw new GuardedFetchError("too-large");
      }
      let bytes: Uint8Array;
      try {
        bytes = await readCapped(body);
      } catch (error) {
        throw toFailure(error, signal);
      }
      return { url: url.href, status: statusCode, contentType, html: decode(bytes, contentType), redirects };
    }
  }

  return guardedFetch;
}

/** Drops a body we will not read; undici reports a destroyed body as an error event, expected here. */
function discard(body: Body): void {
  body.on("error", () => {});
  body.destroy();
}

function toFailure(error: unknown, signal: AbortSignal): GuardedFetchError {
  if (error instanceof GuardedFetchError) return error;
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof GuardedFetchError) return cause;
  const code = String((error as { code?: string })?.code ?? "");
  if (signal.aborted || /TIMEOUT/.test(code)) return new GuardedFetchError("timeout");
  return new GuardedFetchError("unreachable");
}

function decode(bytes: Uint8Array, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

let shared: ReturnType<typeof createGuardedFetch> | undefined;

/** The site's guarded fetch, one connection pool per process. */
export function fetchPage(url: string): Promise<FetchedPage> {
  shared ??= createGuardedFetch({ allowHosts: env().FETCH_ALLOW_PRIVATE_HOSTS });
  return shared(url);
}

/** Options of a guarded fetch of a JSON API's answer (kept to 1 MB: an answer is read whole). */
const JSON_API: GuardOptions = {
  accept: "application/json",
  types: /^application\/([\w.-]+\+)?json\b/i,
  maxBytes: 1024 * 1024,
  timeoutMs: 8000,
};

/** A guarded fetch of a JSON API: the answer, parsed. */
export function createJsonFetch(options: GuardOptions = {}) {
  const guarded = createGuardedFetch({ ...JSON_API, ...options });
  return async (url: string, headers: Record<string, string> = {}): Promise<unknown> =>
    JSON.parse((await guarded(url, headers)).html);
}

let sharedJson: ReturnType<typeof createJsonFetch> | undefined;

/** A JSON API's answer, through the same guard as every other server-side fetch. */
export function fetchJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  sharedJson ??= createJsonFetch({ allowHosts: env().FETCH_ALLOW_PRIVATE_HOSTS });
  return sharedJson(url, headers);
}
