// Where a visitor of a bio page came from, as a host only: a full referring address can carry a
// search query or a private path, and the creator only needs to know "instagram.com sent 40 visitors".

/** Stored for no referrer or our own site; shown as "Direct" (a key column cannot hold NULL). */
export const DIRECT = "";
export const REFERRER_MAX_LENGTH = 100;

const HOSTNAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/** A host name as we store it: lower-case, no trailing dot, no "www." (one site, one row), capped. */
export function normalizeHost(value: string): string | null {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  // 253 is DNS's limit: anything longer is not a host; a real long host is cut to keep the key small.
  if (host.length > 253 || !HOSTNAME.test(host)) return null;
  return host.slice(0, REFERRER_MAX_LENGTH);
}

/**
 * The referrer host of an event: `sentHost` is the host the page's own script read from
 * document.referrer (the view beacon's Referer is the bio page itself); otherwise the Referer header.
 * Missing, unreadable or our own hosts count as Direct, as in most analytics: moving between our pages
 * is not a source of traffic.
 */
export function referrerHost(
  { sentHost, header }: { sentHost?: string | null; header?: string | null },
  ownHosts: readonly string[],
): string {
  let host: string | null = null;
  if (sentHost != null) host = normalizeHost(sentHost.slice(0, 300));
  else if (header) {
    try {
      host = normalizeHost(new URL(header.slice(0, 2048)).hostname);
    } catch {
      host = null;
    }
  }
  if (!host) return DIRECT;
  const own = ownHosts.map((h) => normalizeHost(h)).filter(Boolean);
  return own.includes(host) ? DIRECT : host;
}
