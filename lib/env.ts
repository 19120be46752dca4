import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP, isIPv4, isIPv6 } from "node:net";
import path from "node:path";
// Relative: next.config.ts loads this file, and its loader does not resolve "@/".
import { z } from "./zod";

// The only reader of process.env (DESIGN habit 7). Parsed once, on first use, so `next build` never needs
// a database or secrets.

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

// How many reverse proxies stand in front (like Express's `trust proxy`): false/0 none, true 1, or a count.
const proxyHops = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const value = (v ?? "").trim().toLowerCase();
    if (value === "" || value === "false") return 0;
    if (value === "true") return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    ctx.addIssue({
      code: "custom",
      message: "must be false, true, or the number of proxies in front (0, 1, 2…)",
    });
    return z.NEVER;
  });

// Resolvers for the custom-domain check, in the forms Resolver#setServers takes: 1.2.3.4, 1.2.3.4:5353, ::1,
// [::1]:5353. A typo would otherwise surface as "the DNS server did not answer" on every creator's domain.
const dnsServers = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const servers = v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const wrong = servers.filter((s) => !isDnsServer(s));
    if (servers.length > 0 && wrong.length === 0) return servers.map((s) => s.replace(/^\[(.*)\]$/, "$1"));
    ctx.addIssue({
      code: "custom",
      message: `must be comma-separated resolver addresses such as 1.1.1.1, 9.9.9.9:53 or [2620:fe::fe]:53${
        wrong.length ? ` (not ${wrong.join(", ")})` : ""
      }`,
    });
    return z.NEVER;
  });

function isDnsServer(value: string): boolean {
  const port = (p?: string) => p === undefined || (Number(p) >= 1 && Number(p) <= 65535);
  const v4 = /^([\d.]+)(?::(\d{1,5}))?$/.exec(value);
  if (v4) return isIPv4(v4[1] ?? "") && port(v4[2]);
  const v6 = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value);
  return v6 ? isIPv6(v6[1] ?? "") && port(v6[2]) : isIPv6(value);
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?:\/\/|memory:\/\/|file:)/,
      "must start with postgres://, postgresql://, memory:// or file:",
    )
    .optional(),
  // Unset: this machine on the port actually served (PORT, which `npm start -p` and `next start -p` set).
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  ADMIN_EMAIL: z.email().default("admin@creatorkit.local"),
  DEMO_MODE: bool,
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  TRUST_PROXY: proxyHops,
  /**
   * Bio statistics (lib/biolinks/stats/): the event log's folder ("none": a bounded queue in memory, for a
   * host without a writable disk), its size cap, the embedded column store's file, and how long events are kept.
   */
  EVENT_LOG_DIR: z.string().min(1).optional(),
  EVENT_LOG_MAX_MB: z.coerce.number().int().min(1).default(1024),
  STATS_DUCKDB_PATH: z.string().min(1).optional(),
  STATS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
  // Another country database for bio-page statistics (lib/biolinks/audience/geo.ts), e.g. GeoLite2-Country.
  GEO_DB_PATH: z.string().min(1).optional(),
  /** Resolvers that check creators' custom domains (lib/biolinks/domains/dns-check.ts); unset: the system's. */
  DNS_SERVERS: dnsServers,
  /**
   * Addresses that ask /api/domains/allowed without a limit (Caddy's on-demand TLS, when it runs on
   * another machine); loopback always may. Comma-separated IP addresses.
   */
  CADDY_ASK_ADDRESSES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const addresses = (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      const wrong = addresses.filter((a) => !isIP(a));
      if (wrong.length === 0) return addresses;
      ctx.addIssue({
        code: "custom",
        message: `must be comma-separated IP addresses (not ${wrong.join(", ")})`,
      });
      return z.NEVER;
    }),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("auto"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  EMAIL_FROM: z.string().min(3).optional(),
  /** DKIM signing of every mail (all three together): the PEM private key, its selector and domain. */
  DKIM_PRIVATE_KEY: z.string().includes("PRIVATE KEY", { message: "must be a PEM private key" }).optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]*$/i, "must be a DNS label such as mail2026")
    .optional(),
  DKIM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, "must be a domain such as example.com")
    .optional(),
  /** Unconfirmed mails (sign-up confirmations) one address gets per day from the whole site, whoever asks. */
  MAILS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).max(100).default(3),
  CONTACT_EMAIL: z.email().optional(),
  NEWSLETTER_SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Newsletter mails sent per minute, across all issues and instances (the mail server's own limit). */
  NEWSLETTER_SENDS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  /**
   * A creator's first newsletter needs a verified address and an account this many days old, or this
   * many confirmed subscribers (M3AAWG: a new sender proves itself before it mails a crowd).
   */
  CREATOR_FIRST_SEND_ACCOUNT_DAYS: z.coerce.number().int().min(0).default(7),
  CREATOR_FIRST_SEND_SUBSCRIBERS: z.coerce.number().int().min(0).default(10),
  /** Per account, over any 24 hours: newsletters started, and addresses they go to. */
  CREATOR_SENDS_PER_DAY: z.coerce.number().int().min(1).default(3),
  CREATOR_RECIPIENTS_PER_DAY: z.coerce.number().int().min(1).default(5_000),
  /**
   * Over the account's sends of the last 30 days: reports per mail delivered (Gmail's bar is 0.3 %) and
   * bounces per mail tried, past which it cannot send until the admin looks.
   */
  CREATOR_MAX_COMPLAINT_RATE: z.coerce.number().min(0).max(1).default(0.003),
  CREATOR_MAX_BOUNCE_RATE: z.coerce.number().min(0).max(1).default(0.05),
  /** Sign-ups per visitor per hour on a bio page's "E-mail sign-up" block. */
  BIO_SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  CONTACT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).default(5),
  PASSWORD_RESETS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  ANALYTICS_PROVIDER: z.enum(["plausible", "umami", "google"]).optional(),
  ANALYTICS_SITE_ID: z.string().optional(),
  ANALYTICS_SCRIPT_URL: z.url().optional(),
  AI_PROVIDER: z.enum(["openai", "anthropic", "google", "openai-compatible"]).optional(),
  AI_MODEL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_IMAGE_MODEL: z.string().optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  TOOL_GENERATIONS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  EEAT_CHECKS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  PLAGIARISM_CHECKS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Brave Search API key: the plagiarism checker's "Web Content" check searches the web only with it. */
  BRAVE_SEARCH_API_KEY: z.string().min(10).optional(),
  /** host:port pairs the guarded fetch may reach although they are private (end-to-end tests only). */
  FETCH_ALLOW_PRIVATE_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((h) => h.trim())
        .filter(Boolean),
    ),
  /** Redis/Valkey for the page cache shared by every instance; unset: each process keeps its own. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "must start with redis:// or rediss:// (Valkey too)")
    .optional(),
  /** The bound of the in-process page cache (used when REDIS_URL is unset), in megabytes. */
  PAGE_CACHE_MEMORY_MB: z.coerce.number().int().min(1).max(4096).default(64),
  SIGN_UPS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  BIO_PAGES_PER_USER: z.coerce.number().int().min(1).max(1000).default(5),
});

// A provider half-configured would fail on the first visitor's click; say so at start instead.
const checked = schema.superRefine((v, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const dkim = [v.DKIM_PRIVATE_KEY, v.DKIM_SELECTOR, v.DKIM_DOMAIN].filter(Boolean).length;
  if (dkim > 0 && dkim < 3)
    issue("DKIM_PRIVATE_KEY", "DKIM_PRIVATE_KEY, DKIM_SELECTOR and DKIM_DOMAIN go together");
  if (!v.AI_PROVIDER) {
    for (const name of ["AI_MODEL", "AI_API_KEY", "AI_BASE_URL", "AI_IMAGE_MODEL"] as const) {
      if (v[name]) issue(name, "needs AI_PROVIDER to be set as well");
    }
    return;
  }
  if (!v.AI_MODEL) issue("AI_MODEL", `is required when AI_PROVIDER is ${v.AI_PROVIDER}`);
  if (v.AI_PROVIDER === "openai-compatible" && !v.AI_BASE_URL) {
    issue("AI_BASE_URL", "is required for openai-compatible (e.g. http://localhost:11434/v1 for Ollama)");
  }
  if (v.AI_PROVIDER !== "openai-compatible" && !v.AI_API_KEY) {
    issue("AI_API_KEY", `is required when AI_PROVIDER is ${v.AI_PROVIDER}`);
  }
  if (v.AI_PROVIDER === "anthropic" && v.AI_IMAGE_MODEL) {
    issue("AI_IMAGE_MODEL", "anthropic has no image models; use openai, google or openai-compatible");
  }
});

type Parsed = z.infer<typeof schema> & { SITE_URL: string };
export type Env = Parsed & { BETTER_AUTH_SECRET: string };

// Variables that only make sense together.
const withS3 = (value: z.infer<typeof schema>, ctx: z.RefinementCtx) => {
  if (value.STORAGE_DRIVER !== "s3") return;
  for (const key of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
    if (!value[key])
      ctx.addIssue({ code: "custom", path: [key], message: "is required when STORAGE_DRIVER=s3" });
  }
};

/**
 * A Vercel deployment with no DATABASE_URL or SITE_URL of its own: each preview gets the database that
 * Supabase's Vercel integration syncs for its branch (POSTGRES_URL, pooled) and its own address, so a
 * preview needs no variable set by hand (docs/deploy.md, "Deploy previews"). Production should set both.
 */
function onVercel(present: Record<string, string | undefined>) {
  if (!present.VERCEL) return {};
  const host =
    present.VERCEL_ENV === "production"
      ? present.VERCEL_PROJECT_PRODUCTION_URL
      : (present.VERCEL_BRANCH_URL ?? present.VERCEL_URL);
  return {
    DATABASE_URL: present.DATABASE_URL ?? present.POSTGRES_URL,
    SITE_URL: present.SITE_URL ?? (host ? `https://${host}` : undefined),
  };
}

/**
 * The names the site itself answers on, at build (next.config.ts routes every other name with a dot as a
 * creator's domain): SITE_URL's host, and a Vercel deployment's own addresses.
 */
export function siteHostNames(raw: Record<string, string | undefined>): string[] {
  const { VERCEL_URL, VERCEL_BRANCH_URL, VERCEL_PROJECT_PRODUCTION_URL } = raw;
  return [
    new URL(parseEnv(raw).SITE_URL).hostname,
    VERCEL_URL,
    VERCEL_BRANCH_URL,
    VERCEL_PROJECT_PRODUCTION_URL,
  ].filter((host): host is string => Boolean(host));
}

let cached: Env | undefined;

/** Parses a set of variables; throws a message naming each wrong one. */
export function parseEnv(raw: Record<string, string | undefined>): Parsed {
  const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = checked.superRefine(withS3).safeParse({ ...present, ...onVercel(present) });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, SITE_URL: parsed.data.SITE_URL ?? `http://localhost:${parsed.data.PORT}` };
}

export function env(): Env {
  if (cached) return cached;
  const value = parseEnv(process.env);
  cached = { ...value, BETTER_AUTH_SECRET: value.BETTER_AUTH_SECRET ?? persistedSecret(value.DATA_DIR) };
  return cached;
}

export function dataPath(...parts: string[]): string {
  return path.resolve(env().DATA_DIR, ...parts);
}

/** Reads a secret kept under the data directory, creating it on first use. */
function persistedSecret(dataDir: string): string {
  const file = path.resolve(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  console.warn(
    `[creatorkit] BETTER_AUTH_SECRET is not set: generated one in ${file}. ` +
      "Deployments with more than one instance must set BETTER_AUTH_SECRET to the same value everywhere.",
  );
  return secret;
}

/** Origins that may call the auth API: SITE_URL, plus its localhost/127.0.0.1 twin for local use. */
export function trustedOrigins(siteUrl = env().SITE_URL): string[] {
  const site = new URL(siteUrl);
  const origins = [site.origin];
  const twin = { localhost: "127.0.0.1", "127.0.0.1": "localhost" }[site.hostname];
  if (twin) origins.push(`${site.protocol}//${twin}${site.port ? `:${site.port}` : ""}`);
  return origins;
}

export function isProduction(): boolean {
  return env().NODE_ENV === "production";
}
