// How large a request body may be, by what the request is for. One table, read by the route handlers
// (lib/http/body.ts), by the proxy (server actions) and by `npm start`'s server, which refuses an
// announced oversize body before Next reads a byte of it. The proxy bundles this file, so it stays free
// of imports; tests check the upload caps still fit UPLOAD_KINDS.

const KB = 1024;
const MB = 1024 * KB;

export const BODY_LIMITS = {
  /** JSON APIs: tool generation, view beacons, sign-in and the other auth calls. */
  json: 64 * KB,
  /** Server actions of the public site: newsletter, contact, unsubscribe, sign-in forms. */
  publicAction: 64 * KB,
  /** Signed-in users' screens (dashboard, editor): one image upload (5 MB) and its form. */
  userAction: 6 * MB,
  /** The admin: an ebook file (50 MB) and its cover (5 MB) in one form. */
  adminAction: 60 * MB,
} as const;

/** The cap for a server action posted to this page path. */
export function actionBodyLimit(pathname: string): number {
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return BODY_LIMITS.adminAction;
  if (/^\/(dashboard|edit)(\/|$)/.test(pathname)) return BODY_LIMITS.userAction;
  return BODY_LIMITS.publicAction;
}

/** The cap for any request with a body: route handlers under /api take JSON, pages take actions. */
export function bodyLimitFor(pathname: string): number {
  return pathname.startsWith("/api/") ? BODY_LIMITS.json : actionBodyLimit(pathname);
}

export function formatBytes(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`;
}

export function tooLargeMessage(limit: number): string {
  return `The request is too large: the limit is ${formatBytes(limit)}.`;
}
