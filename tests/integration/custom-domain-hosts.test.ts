import { createServer, get as httpGet, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { routeByHost } from "@/lib/biolinks/domains/host-routing";
import { truncateAll } from "../support/database";
import { formData } from "../support/biolinks";
import { ownership, serveZone, stopZone, tokenOf, userWithPage } from "../support/domains";

// Requests by Host, as npm start's server routes them (scripts/server.ts): a real HTTP server runs
// routeByHost, its Next stood in for by an echo of the address Next would get; and Caddy's ask. The
// domains are added and verified through the actions, against a real DNS server (dnsmasq).

const request = vi.hoisted(() => ({ cookie: "", revalidated: [] as string[] }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "203.0.113.20" }),
  cookies: async () => ({
    toString: () => request.cookie,
    get: () => undefined,
    getAll: () => [],
    set: () => {},
  }),
}));
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => request.revalidated.push(path) }));

const { addDomainAction, checkDomainAction, removeDomainAction } =
  await import("@/lib/biolinks/domains/actions");
const { GET: allowed } = await import("@/app/api/domains/allowed/route");

const add = (pageId: string, domain: string) => addDomainAction(null, formData({ pageId, domain }));
const check = (pageId: string) => checkDomainAction(null, formData({ pageId }));
const remove = (pageId: string) => removeDomainAction(null, formData({ pageId }));

afterAll(stopZone);

describe("requests by Host", () => {
  let server: Server;
  let origin: string;
  let ana: Awaited<ReturnType<typeof userWithPage>>;
  const block = "0b9a2a53-3f0f-4f0c-9a57-6a0d3f8e0d11";

  beforeAll(async () => {
    await truncateAll();
    ana = await userWithPage("ana@example.com", "ana");
    const bob = await userWithPage("bob@example.com", "bob");
    request.cookie = ana.cookie;
    await serveZone({
      cname: [
        ["links.ana.test", "localhost"],
        ["links.bob.test", "localhost"],
      ],
    });
    await add(ana.pageId, "links.ana.test");
    await serveZone({
      cname: [["links.ana.test", "localhost"]],
      txt: [ownership("links.ana.test", await tokenOf(ana.pageId))],
    });
    expect(await check(ana.pageId)).toMatchObject({ message: "Connected." });
    request.cookie = bob.cookie;
    await add(bob.pageId, "links.bob.test");
    server = createServer((req, res) =>
      routeByHost(req, res, "localhost", () => {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ url: req.url, cookie: req.headers.cookie ?? null }));
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    request.cookie = ana.cookie;
  });

  // fetch() sends the URL's host whatever Host it is given: a forged Host needs node:http.
  const get = (path: string, host: string, cookie = "") =>
    new Promise<{ status: number; setCookie: string[] | undefined; body: string }>((resolve, reject) => {
      const headers = { host, ...(cookie ? { cookie } : {}) };
      httpGet(`${origin}${path}`, { headers }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () =>
          resolve({ status: response.statusCode!, setCookie: response.headers["set-cookie"], body }),
        );
      }).on("error", reject);
    });
  const echoed = async (path: string, host: string, cookie = "") => {
    const response = await get(path, host, cookie);
    expect(response.status).toBe(200);
    return JSON.parse(response.body) as { url: string; cookie: string | null };
  };

  it("gives a verified domain its page's addresses and nothing else, without the site's cookies", async () => {
    expect(await echoed("/", "links.ana.test", ana.cookie)).toEqual({ url: "/l/ana/domain", cookie: null });
    expect(await echoed(`/go/${block}`, "LINKS.ANA.TEST:443")).toMatchObject({ url: `/l/ana/go/${block}` });
    expect(await echoed("/view?ref=t.co&utm_source=ig", "links.ana.test")).toMatchObject({
      url: "/l/ana/view?ref=t.co&utm_source=ig",
    });
    // The e-mails the creator published on the web.
    expect(await echoed("/newsletter", "links.ana.test")).toMatchObject({ url: "/l/ana/newsletter" });
    expect(await echoed("/newsletter/spring-sale", "links.ana.test")).toMatchObject({
      url: "/l/ana/newsletter/spring-sale",
    });
    expect(await echoed("/api/health", "links.ana.test")).toMatchObject({ url: "/api/health" });
    for (const path of ["/dashboard", "/admin", "/api/auth/get-session", "/l/bob", "/l/ana", "/edit/ana"]) {
      const response = await get(path, "links.ana.test", ana.cookie);
      expect(response.status, path).toBe(404);
      expect(response.setCookie, path).toBeUndefined();
    }
  });

  it("answers a plain 404 for a domain claimed but not verified, or removed", async () => {
    expect((await get("/", "links.bob.test")).status).toBe(404);
    expect((await get(`/go/${block}`, "links.bob.test")).status).toBe(404);
    // Health checks answer on any host.
    expect(await echoed("/api/health", "links.bob.test")).toMatchObject({ url: "/api/health" });
    expect(await remove(ana.pageId)).toMatchObject({ ok: true });
    expect((await get("/", "links.ana.test")).status).toBe(404);
  });

  it("serves the site as before on its own host and addresses, and nothing on other names", async () => {
    expect(await echoed("/dashboard", "localhost:3000", "a=1")).toEqual({ url: "/dashboard", cookie: "a=1" });
    expect(await echoed("/", "127.0.0.1:3000")).toMatchObject({ url: "/" });
    expect(await echoed("/", "[::1]:3000")).toMatchObject({ url: "/" });
    for (const host of [
      "evil.example",
      "localhost.evil.example",
      "links.ana.test.",
      "x.localhost",
      "evil_host.example",
      "bücher.example",
    ]) {
      expect((await get("/", host)).status, host).toBe(404);
      expect((await get("/dashboard", host, ana.cookie)).status, host).toBe(404);
    }
    expect(await echoed("/api/health", "evil.example")).toMatchObject({ url: "/api/health" });
    // The domain rendition exists only behind the rewrite.
    expect((await get("/l/ana/domain", "localhost:3000")).status).toBe(404);
    expect((await get("/l/ana/domain/subscribe", "evil.example")).status).toBe(404);
  });
});

describe("dot segments", () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    await truncateAll();
    const ana = await userWithPage("ana@example.com", "ana");
    request.cookie = ana.cookie;
    await serveZone({ cname: [["links.ana.test", "localhost"]] });
    await add(ana.pageId, "links.ana.test");
    await serveZone({
      cname: [["links.ana.test", "localhost"]],
      txt: [ownership("links.ana.test", await tokenOf(ana.pageId))],
    });
    expect(await check(ana.pageId)).toMatchObject({ message: "Connected." });
    server = createServer((req, res) =>
      routeByHost(req, res, "localhost", () => res.end(JSON.stringify({ url: req.url }))),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // A raw request line: every HTTP client (fetch, node:http's URL parsing, curl without --path-as-is)
  // resolves dot segments before sending, which would hide what the server does with them.
  const raw = (target: string, host: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
      );
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("error", reject);
      socket.on("end", () => {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
        resolve({ status, body: text.slice(text.indexOf("\r\n\r\n") + 4) });
      });
    });

  it("refuses them on a creator's domain before any rule, however they are written", async () => {
    for (const target of [
      "/_next/static/../../dashboard",
      "/_next/static/../../login",
      "/_next/static/../../l/bob",
      "/_next/static/%2e%2e/%2E%2E/dashboard",
      "/_next/static/.%2e/%2e./admin",
      "/_next/static/..%2f..%2fdashboard",
      "/_next/static/..\\..\\dashboard",
      "/_next/static/./../../dashboard?x=1",
      "/./",
      "/go/../dashboard",
    ]) {
      const response = await raw(target, "links.ana.test");
      expect(response.status, target).toBe(400);
      expect(response.body, target).not.toContain("url");
    }
    // What the domain does serve is still served.
    expect((await raw("/_next/static/chunks/main.js", "links.ana.test")).body).toContain(
      '"url":"/_next/static/chunks/main.js"',
    );
    expect((await raw("/", "links.ana.test")).body).toContain('"url":"/l/ana/domain"');
  });

  it("refuses them on the site's own host, where they reached the pages rendered for a domain", async () => {
    for (const target of [
      "/l/ana/./domain",
      "/l/ana/%2e/domain",
      "/l/x/../ana/domain",
      "/blog/../dashboard",
    ]) {
      expect((await raw(target, "localhost:3000")).status, target).toBe(400);
    }
    // A dot inside a segment is no dot segment.
    expect((await raw("/blog/v1.2..3", "localhost:3000")).body).toContain('"url":"/blog/v1.2..3"');
  });

  it("refuses a request target that is not a path (absolute-form), which the rules cannot read", async () => {
    expect((await raw("http://links.ana.test/_next/static/../../dashboard", "links.ana.test")).status).toBe(
      400,
    );
    expect((await raw("http://localhost/l/ana/domain", "localhost:3000")).status).toBe(400);
  });
});

describe("Caddy's ask", () => {
  it("allows certificates for verified domains only", async () => {
    await truncateAll();
    const ana = await userWithPage("ana@example.com", "ana");
    request.cookie = ana.cookie;
    await serveZone({
      cname: [
        ["links.ana.test", "localhost"],
        ["links.pending.test", "localhost"],
      ],
    });
    await add(ana.pageId, "links.ana.test");
    await serveZone({
      cname: [["links.ana.test", "localhost"]],
      txt: [ownership("links.ana.test", await tokenOf(ana.pageId))],
    });
    await check(ana.pageId);
    const ask = (domain: string) =>
      allowed(new Request(`http://127.0.0.1:3000/api/domains/allowed?domain=${domain}`));
    expect((await ask("links.ana.test")).status).toBe(200);
    expect((await ask("LINKS.ANA.TEST")).status).toBe(200);
    for (const domain of [
      "links.pending.test",
      "localhost",
      "127.0.0.1",
      "",
      "evil.example",
      "links.ana.test%2F..%2F",
    ]) {
      expect((await ask(domain)).status, domain).toBe(404);
    }
  });
});
