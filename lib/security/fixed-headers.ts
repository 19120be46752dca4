// Headers every response carries, pages and files alike: set by next.config.ts headers(), and by npm
// start's server on the refusals it sends before Next (lib/security/early-refusal.ts).
export const FIXED_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "SAMEORIGIN",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};
