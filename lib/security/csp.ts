// The Content-Security-Policy of every page (docs/security.md). Two families:
// - pages rendered per request (admin, dashboard, sign-in, the editor) get a fresh nonce and
//   'strict-dynamic': only scripts Next marked with this response's nonce, and what they load, run;
// - cached pages (ISR and static) are the same bytes for every visitor, so they cannot carry a per-request
//   nonce; Next's inline bootstrap scripts then need 'unsafe-inline', and everything else is as tight as
//   on the per-request pages: scripts from our origin (and the configured analytics host) only, no
//   plugins, no <base>, forms post here, framed only by ourselves, connections only where the page goes.

export type PageKind = "request" | "cached" | "tool" | "bio";

export interface CspOptions {
  kind: PageKind;
  /** Required for "request" pages. */
  nonce?: string;
  /** Origins of the analytics service: its script host and where it reports to. */
  analytics?: { script: string[]; connect: string[] };
  dev?: boolean;
}

// Pages rendered for each request; everything else public is served from the ISR cache.
const PER_REQUEST = [/^\/admin(\/|$)/, /^\/dashboard(\/|$)/, /^\/edit(\/|$)/, /^\/(login|reset-password)$/];

export function pageKind(pathname: string): PageKind {
  if (PER_REQUEST.some((pattern) => pattern.test(pathname))) return "request";
  if (pathname.startsWith("/tool/")) return "tool";
  if (pathname.startsWith("/l/")) return "bio";
  return "cached";
}

// Link-in-bio pages may embed a video or a playlist, from these two players only.
const BIO_FRAMES = ["https://www.youtube-nocookie.com", "https://open.spotify.com"];

export function contentSecurityPolicy({ kind, nonce, analytics, dev = false }: CspOptions): string {
  const script =
    kind === "request"
      ? [`'nonce-${nonce}'`, "'strict-dynamic'"]
      : ["'self'", "'unsafe-inline'", ...(analytics?.script ?? [])];
  // React's development build evaluates code to rebuild server stacks; production never does.
  if (dev) script.push("'unsafe-eval'");
  // PDF tools compile WebAssembly in a worker built from a blob.
  if (kind === "tool") script.push("'wasm-unsafe-eval'");
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": script,
    // Style attributes (charts, editor alignment) cannot carry a nonce; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Post and ebook images may live on any https host.
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'"],
    // Tool pages talk to this origin only, so a file opened in a PDF tool never leaves the device.
    "connect-src": ["'self'", ...(analytics?.connect ?? []), ...(dev ? ["ws:"] : [])],
    "worker-src": kind === "tool" ? ["'self'", "blob:"] : ["'self'"],
    "frame-src": kind === "bio" ? BIO_FRAMES : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Files, feeds and JSON: nothing in them may run or be framed. */
export const NON_PAGE_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Our built scripts and assets. A Web Worker runs under the policy of its own script's response, and the
 * PDF tools' worker loads its chunks from this origin and compiles WebAssembly.
 */
export const BUILT_ASSET_POLICY =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
