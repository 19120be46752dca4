import { createServer, get as httpGet, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_ALLOWED } from "@/lib/action";
import { routeByHost } from "@/lib/biolinks/domains/host-routing";
import { verifyPendingDomains } from "@/lib/biolinks/domains/verify";
import { createPage } from "@/lib/biolinks/store";
import { db } from "@/lib/db";
import { bioDomains } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { truncateAll } from "../support/database";
import { startDnsmasq, type DnsServer, type Zone } from "../support/dnsmasq";
import { formData, makeUser } from "../support/biolinks";

// Creators' own domains, end to end but for the browser: the actions (real session, zod, database) ask a
// real DNS server (dnsmasq) for the records, and a real HTTP server routes requests by Host as npm start's
// does (scripts/server.ts), its Next stood in for by an echo of the address Next would get.

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

// SITE_URL is unset in tests: the site's host is localhost.
const SITE_ZONE: Zone = { a: [["localhost", "127.0.0.1"]] };
let dns: DnsServer | undefined;

/** Serves `zone` from a new dnsmasq, as the resolver the checks ask (DNS_SERVERS, read once per process). */
async function serveZone(zone: Zone) {
  await dns?.stop();
  dns = await startDnsmasq({
    a: [...(SITE_ZONE.a ?? []), ...(zone.a ?? [])],
    cname: zone.cname,
    txt: zone.txt,
  });
  Object.assign(env(), { DNS_SERVERS: [dns.server] });
}

const token = async (pageId: string) =>
  (await db.select().from(bioDomains).where(eq(bioDomains.pageId, pageId)))[0]?.token ?? "";
const ownership = (domain: string, value: string): [string, string] => [
  `_creatorkit.${domain}`,
  `creatorkit-site-verification=${value}`,
];

async function userWithPage(email: string, slug: string) {
  const made = await makeUser(email);
  const page = await createPage(made.id, { slug, title: slug }, 5);
  if (!page.ok) throw new Error(`page ${slug}: ${JSON.stringify(page)}`);
  return { ...made, pageId: page.id };
}

const add = (pageId: string, domain: string) => addDomainAction(null, formData({ pageId, domain }));
const check = (pageId: string) => checkDomainAction(null, formData({ pageId }));
const remove = (pageId: string) => removeDomainAction(null, formData({ pageId }));

afterAll(async () => {
  await dns?.stop();
});

describe("adding and verifying a domain", () => {
  let ana: Awaited<ReturnType<typeof userWithPage>>;
  let bob: Awaited<ReturnType<typeof userWithPage>>;
  beforeEach(async () => {
    await truncateAll();
    request.revalidated = [];
    ana = await userWithPage("ana@example.com", "ana");
    bob = await userWithPage("bob@example.com", "bob");
    request.cookie = ana.cookie;
  });

  it("shows the records to create, then verifies them: TXT token and CNAME to the site", async () => {
    await serveZone({ cname: [["links.ana.test", "localhost"]] });
    expect(await add(ana.pageId, "Links.Ana.test")).toEqual({
      ok: true,
      message: "Added.",
    });
    const [pending] = await db.select().from(bioDomains);
    expect(pending).toMatchObject({ domain: "links.ana.test", verifiedAt: null });
    expect(pending!.checks!.records.map((r) => [r.type, r.name, r.status])).toEqual([
      ["TXT", "_creatorkit.links.ana.test", "missing"],
      ["CNAME", "links.ana.test", "ok"],
    ]);
    expect(pending!.checks!.records[0]!.value).toBe(`creatorkit-site-verification=${pending!.token}`);

    await serveZone({
      cname: [["links.ana.test", "localhost"]],
      txt: [ownership("links.ana.test", pending!.token)],
    });
    expect(await check(ana.pageId)).toEqual({ ok: true, message: "Connected." });
    const [verified] = await db.select().from(bioDomains);
    expect(verified!.verifiedAt).toBeInstanceOf(Date);
    expect(verified!.checks!.records.every((r) => r.status === "ok")).toBe(true);
    // The page's cached copies change: its canonical address is the domain now.
    expect(request.revalidated).toEqual(
      expect.arrayContaining(["/l/ana", "/l/ana/domain", "/dashboard/domain/ana"]),
    );
  });

  it("keeps a wrong token from verifying", async () => {
    await serveZone({
      cname: [["links.ana.test", "localhost"]],
      txt: [ownership("links.ana.test", "someone-elses-token")],
    });
    await add(ana.pageId, "links.ana.test");
    const [row] = await db.select().from(bioDomains);
    expect(row!.verifiedAt).toBeNull();
    expect(row!.checks!.records.find((r) => r.type === "TXT")).toMatchObject({ status: "wrong" });
  });

  it("refuses what is not a domain of theirs, with the reason", async () => {
    expect(await add(ana.pageId, "links.ana.test:8443")).toMatchObject({
      ok: false,
      fieldErrors: { domain: ["Enter the domain without a port: HTTPS is always on port 443."] },
    });
    expect(await add(ana.pageId, "localhost.")).toMatchObject({ ok: false });
    expect(await add(ana.pageId, "www.localhost")).toMatchObject({
      ok: false,
      message: "This is Creatorkit's own address: enter a domain of yours.",
    });
    expect(await db.$count(bioDomains)).toBe(0);
  });

  it("gives a domain to one page: the first verified keeps it until it is removed", async () => {
    await serveZone({ cname: [["links.shared.test", "localhost"]] });
    await add(ana.pageId, "links.shared.test");
    request.cookie = bob.cookie;
    // A claim that is not verified blocks nobody: whoever's token DNS holds wins.
    expect(await add(bob.pageId, "links.shared.test")).toMatchObject({ ok: true });
    await serveZone({
      cname: [["links.shared.test", "localhost"]],
      txt: [ownership("links.shared.test", await token(bob.pageId))],
    });
    expect(await check(bob.pageId)).toEqual({ ok: true, message: "Connected." });
    request.cookie = ana.cookie;
    expect(await check(ana.pageId)).toEqual({ ok: true, message: "Checked." });
    expect(await add(ana.pageId, "links.other.test")).toMatchObject({ ok: true });
    expect(await add(ana.pageId, "links.shared.test")).toMatchObject({
      ok: false,
      message: "This domain is already connected to another page.",
    });

    // Bob cannot check or remove Ana's; Ana cannot remove Bob's.
    request.cookie = bob.cookie;
    expect(await remove(ana.pageId)).toMatchObject({
      ok: false,
      message: "This page has no domain to remove.",
    });
    expect(await check(ana.pageId)).toMatchObject({ ok: false });
    request.cookie = "";
    expect(await remove(bob.pageId)).toMatchObject({ ok: false, message: NOT_ALLOWED });

    request.cookie = bob.cookie;
    expect(await remove(bob.pageId)).toEqual({ ok: true, message: "Removed." });
    request.cookie = ana.cookie;
    await serveZone({
      cname: [["links.shared.test", "localhost"]],
      txt: [ownership("links.shared.test", "placeholder")],
    });
    expect(await add(ana.pageId, "links.shared.test")).toMatchObject({ ok: true });
    await serveZone({
      cname: [["links.shared.test", "localhost"]],
      txt: [ownership("links.shared.test", await token(ana.pageId))],
    });
    expect(await check(ana.pageId)).toEqual({ ok: true, message: "Connected." });
    // One domain per page: other.test was replaced.
    expect((await db.select().from(bioDomains)).map((r) => r.domain)).toEqual(["links.shared.test"]);
  });

  it("lets only one of two pages verify when DNS holds both tokens", async () => {
    await serveZone({});
    await add(ana.pageId, "links.both.test");
    request.cookie = bob.cookie;
    await add(bob.pageId, "links.both.test");
    await serveZone({
      cname: [["links.both.test", "localhost"]],
      txt: [
        ownership("links.both.test", await token(ana.pageId)),
        ownership("links.both.test", await token(bob.pageId)),
      ],
    });
    expect(await verifyPendingDomains()).toBe(1);
    const rows = await db.select().from(bioDomains);
    expect(rows.filter((r) => r.verifiedAt)).toHaveLength(1);
    expect(rows.find((r) => !r.verifiedAt)!.checks!.message).toBe(
      "This domain is already connected to another page.",
    );
  });

  it("checks pending domains for 7 days, then stops", async () => {
    await serveZone({ cname: [["links.late.test", "localhost"]] });
    await add(ana.pageId, "links.late.test");
    await serveZone({
      cname: [["links.late.test", "localhost"]],
      txt: [ownership("links.late.test", await token(ana.pageId))],
    });
    await db.update(bioDomains).set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) });
    expect(await verifyPendingDomains()).toBe(0);
    await db.update(bioDomains).set({ createdAt: new Date(Date.now() - 6 * 24 * 60 * 60 * 1000) });
    expect(await verifyPendingDomains()).toBe(1);
  });
});

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
      txt: [ownership("links.ana.test", await token(ana.pageId))],
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
    for (const host of ["evil.example", "localhost.evil.example", "links.ana.test.", "x.localhost"]) {
      expect((await get("/", host)).status, host).toBe(404);
      expect((await get("/dashboard", host, ana.cookie)).status, host).toBe(404);
    }
    expect(await echoed("/api/health", "evil.example")).toMatchObject({ url: "/api/health" });
    // The domain rendition exists only behind the rewrite.
    expect((await get("/l/ana/domain", "localhost:3000")).status).toBe(404);
    expect((await get("/l/ana/domain/subscribe", "evil.example")).status).toBe(404);
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
      txt: [ownership("links.ana.test", await token(ana.pageId))],
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
