import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { viewTarget } from "@/lib/biolinks/bio-targets";
import { domainCopyTags } from "@/lib/biolinks/domains/cache-tags";
import { slugOfPage } from "@/lib/biolinks/domains/page-name";
import { answerCachedBioRequest } from "@/lib/biolinks/early-answers";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { pathTag } from "@/lib/next-adapter/cache-handler";
import { savePage } from "@/lib/biolinks/store";
import { earlyRefusal } from "@/lib/security/early-refusal";
import { truncateAll } from "../support/database";
import { draftWith, formData, linkBlock, signupBlock } from "../support/biolinks";
import { ownership, serveZone, stopZone, tokenOf, userWithPage } from "../support/domains";

// A creator's domain as the routes see it: Next's rewrites (lib/biolinks/domains/addresses.ts, checked
// through Next's own matching in tests/unit/domain-addresses.test.ts) lead its addresses to the page's
// routes with the domain in place of the slug; here those routes and npm start's early answer serve the
// page by that name while the domain is verified, and nothing once it is not. The domains are added and
// verified through the actions, against a real DNS server (dnsmasq). And Caddy's ask.

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
const { GET: clickRoute } = await import("@/app/l/[slug]/domain/go/[blockId]/route");

/** A click on `blockId` at `domain`, as the route the domain's /go/{id} leads to answers it. */
const clickOn = (domain: string, blockId: string) =>
  clickRoute(new Request(`http://${domain}/go/${blockId}`), {
    params: Promise.resolve({ slug: domain, blockId }),
  });

const signup = signupBlock();

/** Where a sign-up on `domain`'s page sends the visitor (its form posts to the domain's /subscribe). */
const signUpOn = async (domain: string) => {
  const { POST } = await import("@/app/l/[slug]/domain/subscribe/route");
  const body = new URLSearchParams({ blockId: signup.id, email: "fan@example.com" }).toString();
  const request = new Request(`http://${domain}/subscribe`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": "203.0.113.9",
      "user-agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
    },
    body,
  });
  return (await POST(request, { params: Promise.resolve({ slug: domain }) })).headers.get("location");
};

/** What npm start's server answers itself for `route` (null: it leaves it to Next). */
async function answeredEarly(route: string): Promise<{ status: number; location?: string } | null> {
  const server = createServer((req, res) => {
    if (!answerCachedBioRequest(req as IncomingMessage, res, route)) res.writeHead(599).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { redirect: "manual" });
    if (response.status === 599) return null;
    return { status: response.status, location: response.headers.get("location") ?? undefined };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const add = (pageId: string, domain: string) => addDomainAction(null, formData({ pageId, domain }));
const check = (pageId: string) => checkDomainAction(null, formData({ pageId }));
const remove = (pageId: string) => removeDomainAction(null, formData({ pageId }));

afterAll(stopZone);

describe("a creator's domain, by name", () => {
  let ana: Awaited<ReturnType<typeof userWithPage>>;
  const shop = linkBlock("Shop", "https://shop.example/");

  beforeAll(async () => {
    await truncateAll();
    ana = await userWithPage("ana@example.com", "ana");
    await savePage(ana.id, ana.pageId, draftWith([shop, signup], { published: true }));
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
  });
  afterEach(() => {
    request.cookie = ana.cookie;
  });

  it("serves a verified domain's page, links and views under the domain's name, as Next's rewrites route them", async () => {
    expect(await slugOfPage("links.ana.test")).toBe("ana");
    expect((await getPublicPage("links.ana.test"))?.slug).toBe("ana");
    const clicked = await clickOn("links.ana.test", shop.id);
    expect([clicked.status, clicked.headers.get("location")]).toEqual([302, "https://shop.example/"]);
    expect(await viewTarget("links.ana.test")).toMatchObject({ pageId: ana.pageId });
    // A visitor's sign-up on the domain, through the route its /subscribe leads to.
    expect(await signUpOn("links.ana.test")).toBe("/subscribed?state=check-inbox");
    // npm start's server answers the next click itself, from what the route left in memory.
    const early = await answeredEarly(`/l/links.ana.test/domain/go/${shop.id}`);
    expect([early?.status, early?.location]).toEqual([302, "https://shop.example/"]);
    // The domain's cached copies carry the tags of their twins under the slug, which every save revalidates.
    expect(await domainCopyTags("/l/links.ana.test/domain")).toEqual([pathTag("/l/ana/domain")]);
    expect(await domainCopyTags("/l/links.ana.test/domain/newsletter/spring")).toEqual([
      pathTag("/l/ana/newsletter/spring"),
    ]);
    expect(await domainCopyTags("/l/ana/newsletter")).toEqual([]);
  });

  it("serves nothing for a domain claimed but not verified, or removed", async () => {
    expect(await slugOfPage("links.bob.test")).toBeNull();
    expect(await signUpOn("links.bob.test")).toBe("/subscribed?state=closed");
    expect(await getPublicPage("links.bob.test")).toBeNull();
    expect((await clickOn("links.bob.test", shop.id)).status).toBe(404);
    expect(await remove(ana.pageId)).toMatchObject({ ok: true });
    expect(await slugOfPage("links.ana.test")).toBeNull();
    expect(await getPublicPage("links.ana.test")).toBeNull();
    expect((await clickOn("links.ana.test", shop.id)).status).toBe(404);
    // Remembered as leading nowhere: npm start's server answers the route's 404 itself.
    expect(await answeredEarly(`/l/links.ana.test/domain/go/${shop.id}`)).toMatchObject({ status: 404 });
  });
});

describe("addresses no page has", () => {
  it.each([
    "/_next/static/../../dashboard",
    "/_next/static/%2e%2e/%2E%2E/dashboard",
    "/_next/static/.%2e/%2e./admin",
    "/_next/static/..%2f..%2fdashboard",
    "/_next/static/..\\..\\dashboard",
    "/_next/static/./../../dashboard?x=1",
    "/./",
    "/go/../dashboard",
    "/l/ana/./domain",
    "/l/x/../ana/domain",
    "http://links.ana.test/_next/static/../../dashboard",
    "http://localhost/l/ana/domain",
  ])("%s is refused before Next, on every host: a dot segment, or a target that is not a path", (target) => {
    expect(earlyRefusal(target)?.status).toBe(400);
  });

  it("lets a dot inside a segment through", () => {
    expect(earlyRefusal("/downloads/v1.2..3")).toBeNull();
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
