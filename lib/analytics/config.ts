// Relative: next.config.ts loads this file, and its loader does not resolve "@/".
import { env, type Env } from "../env";

type AnalyticsEnv = Pick<Env, "ANALYTICS_PROVIDER" | "ANALYTICS_SITE_ID" | "ANALYTICS_SCRIPT_URL">;

export interface AnalyticsScript {
  src: string;
  attributes: Record<string, string>;
  /** Inline set-up code that must run before the script (Google's gtag). */
  inline?: string;
}

const DEFAULT_SCRIPTS = {
  plausible: "https://plausible.io/js/script.js",
  umami: "https://cloud.umami.is/script.js",
  google: "https://www.googletagmanager.com/gtag/js",
} as const;

/**
 * The analytics script for the configured service, or null when none is configured (then nothing loads
 * and no cookie is set). Each of these scripts reports client-side route changes itself (history API),
 * so every page view is counted without extra code.
 */
export function analyticsScript(config: AnalyticsEnv = env()): AnalyticsScript | null {
  const { ANALYTICS_PROVIDER: provider, ANALYTICS_SITE_ID: siteId, ANALYTICS_SCRIPT_URL: url } = config;
  if (!provider || !siteId) return null;
  const src = url ?? DEFAULT_SCRIPTS[provider];
  if (provider === "plausible") return { src, attributes: { "data-domain": siteId } };
  if (provider === "umami") return { src, attributes: { "data-website-id": siteId } };
  return {
    src: `${src}?id=${encodeURIComponent(siteId)}`,
    attributes: {},
    inline: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(siteId)});`,
  };
}

// Where Google's tag reports to, besides the host it loads from.
const GOOGLE_COLLECTORS = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
];

/** The origins the configured analytics script loads from and reports to (for the CSP). */
export function analyticsOrigins(
  config: AnalyticsEnv = env(),
): { script: string[]; connect: string[] } | undefined {
  const script = analyticsScript(config);
  if (!script) return undefined;
  const origin = new URL(script.src).origin;
  // Plausible and Umami report to the host they load from.
  const connect = config.ANALYTICS_PROVIDER === "google" ? [origin, ...GOOGLE_COLLECTORS] : [origin];
  return { script: [origin], connect: [...new Set(connect)] };
}
