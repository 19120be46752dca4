import { createHash, X509Certificate } from "node:crypto";
import { createServer, type Server } from "node:http";
import { get as httpsGet } from "node:https";
import type { AddressInfo } from "node:net";
import { connect as tlsConnect } from "node:tls";
import { startLocalCaddy, type LocalCaddy } from "../../deploy/caddy/local";
import { startDnsmasq, type DnsServer } from "../support/dnsmasq";
import { chromium, type Browser, type Page, type Response } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createPublicBioPage } from "./helpers/biolinks";
import { CHROMIUM, DNS_PORT, E2E_PORT } from "./helpers/constants";
import { startExtraServer, type ExtraServer } from "./helpers/extra-server";

// A creator connects their own domain and visitors reach the page there over HTTPS, on real parts: the
// suite's server asks a real DNS server (dnsmasq on DNS_PORT, its DNS_SERVERS) for the records, and the
// shipped Caddyfile serves the domain with a certificate obtained on demand (from Caddy's own CA here, not
// Let's Encrypt) once the app's ask allows it. The browser resolves the test domain to this machine
// (--host-resolver-rules) and trusts Caddy's CA, as a visitor's browser trusts Let's Encrypt. The same
// story on `npm start` (the suite's server) and on `next start` (a server of its own from the same build):
// a domain's addresses are routed by Next's own rewrites on both (lib/biolinks/domains/addresses.ts).

const run = Date.now().toString(36);
const NEXT_START_PORT = E2E_PORT + 90;

let elsewhere: Server | undefined;
let dns: DnsServer | undefined;
let caddy: LocalCaddy | undefined;
let extra: ExtraServer | undefined;

// One DNS server port for both.
test.describe.configure({ mode: "serial" });

test.afterEach(async () => {
  await caddy?.stop();
  await dns?.stop();
  await extra?.stop();
  elsewhere?.closeAllConnections();
  elsewhere?.close();
  [caddy, dns, extra, elsewhere] = [undefined, undefined, undefined, undefined];
});

const spki = (pem: string) =>
  createHash("sha256")
    .update(new X509Certificate(pem).publicKey.export({ type: "spki", format: "der" }))
    .digest("base64");

/** A TLS handshake with Caddy for `servername`, trusting Caddy's root only: whether it succeeded. */
function handshake(port: number, servername: string, ca?: string): Promise<{ ok: boolean; error?: string }> {
  return new Promise((resolve) => {
    const socket = tlsConnect({ host: "127.0.0.1", port, servername, ca, rejectUnauthorized: Boolean(ca) });
    socket.once("secureConnect", () => {
      socket.end();
      resolve({ ok: true });
    });
    socket.once("error", (error) => resolve({ ok: false, error: error.message }));
  });
}

/** GET `path` on `servername` through Caddy, trusting Caddy's root only: its status and type. */
function getOverTls(
  port: number,
  servername: string,
  ca: string,
  path: string,
): Promise<{ status: number; type?: string; cookies?: string[]; cache?: string }> {
  return new Promise((resolve, reject) => {
    httpsGet({ host: "127.0.0.1", port, servername, ca, path, headers: { host: servername } }, (response) => {
      response.resume();
      const { "content-type": type, "set-cookie": cookies, "x-nextjs-cache": cache } = response.headers;
      resolve({ status: response.statusCode!, type, cookies, cache: cache as string | undefined });
    }).on("error", reject);
  });
}

test("a creator's own domain under npm start: records shown, verified over DNS, served over HTTPS by Caddy, clicks counted", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await connectDomain(page, browser, { port: E2E_PORT, name: `links-${run}` });
});

test("a creator's own domain under next start, routed by Next's rewrites as under npm start", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  extra = await startExtraServer({
    server: "next start",
    port: NEXT_START_PORT,
    env: { DNS_SERVERS: `127.0.0.1:${DNS_PORT}`, FETCH_ALLOW_PRIVATE_HOSTS: `localhost:${NEXT_START_PORT}` },
  });
  const context = await browser.newContext({ baseURL: extra.baseURL });
  const page = await context.newPage();
  // Its mail goes nowhere: without SMTP the server prints the outbox's links (lib/email/send.ts).
  const confirmationLink = async (email: string) => {
    const printed = new RegExp(
      `outbox: "Confirm your Creatorkit e-mail address" to ${email.replace(/[.+]/g, "\\$&")}\\n\\s+(\\S+)`,
    );
    let link: string | undefined;
    await expect.poll(() => (link = printed.exec(extra!.output())?.[1])).toBeTruthy();
    return link!;
  };
  try {
    await connectDomain(page, browser, { port: NEXT_START_PORT, name: `next-${run}`, confirmationLink });
  } finally {
    await context.close();
  }
});

/** The whole story on the server at `port` (page's baseURL), for the domain `{name}.creator.test`. */
async function connectDomain(
  page: Page,
  browser: Browser,
  server: { port: number; name: string; confirmationLink?: (email: string) => Promise<string> },
) {
  const DOMAIN = `${server.name}.creator.test`;
  const UNVERIFIED = `nobody-${server.name}.creator.test`;
  elsewhere = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end("<!doctype html><title>Shop</title><h1>The shop</h1>");
  });
  await new Promise<void>((resolve) => elsewhere!.listen(0, "127.0.0.1", resolve));
  const shop = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/shop`;
  const slug = await createPublicBioPage(page, browser, shop, server.confirmationLink);

  await page.goto("/dashboard");
  const row = page.getByRole("listitem", { name: `Page ${slug}` });
  await row.getByRole("link", { name: "Custom domain" }).click();
  await expect(page.getByRole("heading", { name: `Custom domain for /l/${slug}`, level: 1 })).toBeVisible();

  // What is not a domain of theirs is refused with the reason.
  const field = page.getByRole("textbox", { name: "Domain" });
  await field.fill(`https://${DOMAIN}/`);
  await page.getByRole("button", { name: "Add domain" }).click();
  await expect(page.getByText("Enter the domain alone, without https://.").first()).toBeVisible();

  // Only the site's host is in DNS yet: the records are shown, not found.
  dns = await startDnsmasq({ a: [["localhost", "127.0.0.1"]] }, { port: DNS_PORT });
  await field.fill(DOMAIN.toUpperCase());
  await page.getByRole("button", { name: "Add domain" }).click();
  // Stored as a Host header carries it (lower case), with the records to create and their state.
  await expect(page.getByRole("heading", { name: DOMAIN, level: 2 })).toBeVisible();
  await expect(page.getByText("Waiting for DNS")).toBeVisible();
  const records = page.getByRole("table", { name: `DNS records for ${DOMAIN}` });
  await expect(records.getByRole("row")).toHaveText([
    /Type\s*Name\s*Value\s*Status/,
    new RegExp(
      `TXT\\s*_creatorkit\\.${DOMAIN.replaceAll(".", "\\.")}\\s*creatorkit-site-verification=\\S+\\s*Missing`,
    ),
    new RegExp(`CNAME\\s*${DOMAIN.replaceAll(".", "\\.")}\\s*localhost\\s*Missing`),
  ]);
  const txt = (await records.getByRole("row").nth(1).getByRole("cell").nth(2).textContent())!.trim();

  // Not verified: Caddy's ask refuses it, and the domain serves nothing.
  expect((await page.request.get(`/api/domains/allowed?domain=${DOMAIN}`)).status()).toBe(404);

  // The creator adds the records; "Check now" finds them.
  await dns.stop();
  dns = await startDnsmasq(
    {
      a: [["localhost", "127.0.0.1"]],
      cname: [[DOMAIN, "localhost"]],
      txt: [[`_creatorkit.${DOMAIN}`, txt]],
    },
    { port: DNS_PORT },
  );
  await page.getByRole("button", { name: "Check now" }).click();
  await expect(page.getByText("Connected.", { exact: true })).toBeVisible();
  await expect(page.getByText("Connected", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `https://${DOMAIN}/` })).toBeVisible();
  expect((await page.request.get(`/api/domains/allowed?domain=${DOMAIN}`)).status()).toBe(200);
  expect((await page.request.get(`/api/domains/allowed?domain=${UNVERIFIED}`)).status()).toBe(404);

  // Caddy, as shipped, in front of the suite's server: a certificate for the verified domain only.
  caddy = await startLocalCaddy({ upstreamPort: server.port });
  const { httpsPort } = caddy;
  const refused = await handshake(httpsPort, UNVERIFIED);
  expect(refused.ok).toBe(false);
  // The first handshake for the domain has Caddy obtain its certificate; it chains to Caddy's root.
  const first = await handshake(httpsPort, DOMAIN);
  expect(first).toEqual({ ok: true });
  const authority = caddy.authority();
  expect(await handshake(httpsPort, DOMAIN, authority.root)).toEqual({ ok: true });

  const visitorBrowser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      `--host-resolver-rules=MAP *.creator.test 127.0.0.1`,
      `--ignore-certificate-errors-spki-list=${spki(authority.intermediate)},${spki(authority.root)}`,
    ],
  });
  try {
    const visitor = await visitorBrowser.newContext();
    const visit = await visitor.newPage();
    const origin = `https://${DOMAIN}:${httpsPort}`;
    const beacon = visit.waitForResponse((answer: Response) => answer.url().startsWith(`${origin}/view`));
    const response = await visit.goto(`${origin}/`);
    expect(response!.status()).toBe(200);
    expect((await beacon).status()).toBe(200);
    await expect(visit.getByRole("heading", { name: "Bo Example", level: 1 })).toBeVisible();
    // (Next writes the root's URL without its slash.)
    await expect(visit.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://${DOMAIN}`);
    await expect(visit.locator('meta[property="og:url"]')).toHaveAttribute("content", `https://${DOMAIN}`);
    const link = visit.getByRole("link", { name: "My site" });
    expect(await link.getAttribute("href")).toMatch(/^\/go\/[0-9a-f-]{36}$/);
    await link.click();
    await expect(visit.getByRole("heading", { name: "The shop" })).toBeVisible();
    // No cookie of the site's is set on a creator's domain.
    expect(await visitor.cookies(origin)).toEqual([]);
    await visitor.close();
  } finally {
    await visitorBrowser.close();
  }

  // The domain has its page's addresses only (and the health check every host has).
  const onDomain = (path: string) => getOverTls(httpsPort, DOMAIN, authority.root, path);
  for (const path of ["/dashboard", `/l/${slug}`, "/login", "/api/auth/get-session", "/tools", "/admin"]) {
    expect(await onDomain(path), path).toEqual({ status: 404, type: "text/plain; charset=utf-8" });
  }
  expect(await onDomain("/qr.svg")).toMatchObject({ status: 200, type: "image/svg+xml" });
  expect(await onDomain("/newsletter")).toMatchObject({ status: 200, type: "text/html; charset=utf-8" });
  expect(await onDomain("/newsletter/rss.xml")).toMatchObject({
    status: 200,
    type: "application/rss+xml; charset=utf-8",
  });
  // The page there comes from the page cache, as /l/{slug} does.
  expect(await onDomain("/")).toMatchObject({ status: 200, cache: "HIT", cookies: undefined });
  expect(await onDomain("/api/health")).toMatchObject({ status: 200 });

  // The view and the click on the domain count as the page's.
  await page.goto("/dashboard");
  await expect(row).toContainText(`https://${DOMAIN}/`);
  await expect(async () => {
    await page.goto("/dashboard");
    await expect(row).toContainText("1 click", { timeout: 1000 });
    await expect(row).toContainText("1 view", { timeout: 1000 });
  }).toPass();

  // Removed, the domain is free again and serves nothing; Caddy's ask refuses it.
  await row.getByRole("link", { name: "Custom domain" }).click();
  await page.getByRole("button", { name: "Remove domain" }).click();
  await expect(page.getByRole("button", { name: "Add domain" })).toBeVisible();
  expect((await page.request.get(`/api/domains/allowed?domain=${DOMAIN}`)).status()).toBe(404);
  // Caddy keeps the certificate it has; the app answers the domain's page no more.
  expect(await onDomain("/")).toMatchObject({ status: 404 });
}
