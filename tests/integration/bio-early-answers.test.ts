import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clickTarget, forgetBioTargets, viewTarget } from "@/lib/biolinks/bio-targets";
import { answerCachedBioRequest } from "@/lib/biolinks/early-answers";
import { GET as clickRoute } from "@/app/l/[slug]/go/[blockId]/route";
import { drainEvents } from "@/lib/biolinks/stats/pipeline";
import { revalidateBioPage } from "@/lib/biolinks/revalidate";
import { createPage, savePage } from "@/lib/biolinks/store";
import { pinConnectionAddress } from "@/lib/request-ip";
import { FIXED_HEADERS } from "@/lib/security/fixed-headers";
import { storedEvents } from "../support/stored-events";
import { truncateAll } from "../support/database";
import { draftWith, linkBlock, makeUser } from "../support/biolinks";

// npm start's server answers a bio click or view itself when memory knows its target (scripts/server.ts
// runs answerCachedBioRequest after the connection's address is pinned): the routes' own answer
// (lib/biolinks/click-answers.ts) with next.config.ts's headers, and their count; everything it does not
// answer reaches Next (here: a 599).

vi.mock("next/cache", () => ({ revalidatePath: () => {} }));

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const FELL_THROUGH = 599;

describe("bio clicks and views answered before Next", () => {
  let server: Server;
  let base: string;
  let owner: { id: string; cookie: string };
  let pageId: string;
  const shop = linkBlock("Shop", "https://shop.example/");
  const later = linkBlock("Later", "https://later.example/", { showFrom: "2999-01-01T00:00" });
  /** Events per visitor. */
  const hits = async () => {
    const counts = new Map<string | null, number>();
    for (const { visitor } of await storedEvents()) counts.set(visitor, (counts.get(visitor) ?? 0) + 1);
    return [...counts.values()];
  };
  const click = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      redirect: "manual",
      ...init,
      headers: { "user-agent": BROWSER, ...(init.headers as Record<string, string>) },
    });

  beforeAll(async () => {
    server = createServer((request, response) => {
      pinConnectionAddress(request);
      if (answerCachedBioRequest(request, response)) return;
      response.writeHead(FELL_THROUGH).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(async () => {
    await drainEvents();
    await truncateAll();
    forgetBioTargets();
    owner = await makeUser("ana@example.com");
    const created = await createPage(owner.id, { slug: "ana", title: "Ana" }, 5);
    pageId = created.ok ? created.id : "";
    await savePage(owner.id, pageId, draftWith([shop, later]));
  });

  it("leaves a click to Next until Next has cached its target, then answers it with the route's 302 and count", async () => {
    expect((await click(`/l/ana/go/${shop.id}`)).status).toBe(FELL_THROUGH);
    expect((await clickTarget("ana", shop.id))?.url).toBe("https://shop.example/");

    const response = await click(`/l/ana/go/${shop.id.toUpperCase()}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://shop.example/");
    expect(response.headers.get("cache-control")).toBe("no-store");
    for (const [name, value] of Object.entries(FIXED_HEADERS)) expect(response.headers.get(name)).toBe(value);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("unsafe-eval");

    // Counted after the response, queued; a second click of the same visitor adds a hit to its row.
    await click(`/l/ana/go/${shop.id}`);
    await vi.waitFor(async () => {
      await drainEvents();
      expect(await hits()).toEqual([2]);
    });
  });

  it("answers as the route does, a link not open yet included", async () => {
    for (const block of [shop, later]) {
      const path = `/l/ana/go/${block.id}`;
      const params = Promise.resolve({ slug: "ana", blockId: block.id });
      const routed = await clickRoute(new Request(`http://localhost${path}`), { params });
      const early = await click(path);
      expect(early.status, block.id).toBe(routed.status);
      expect(early.headers.get("location"), block.id).toBe(routed.headers.get("location"));
      expect(await early.text(), block.id).toBe(await routed.text());
    }
    expect((await click(`/l/ana/go/${later.id}`)).status).toBe(404);
  });

  it("counts no HEAD and no bot, and leaves the signed-in (the owner is not counted), other methods, queries and unknown links to Next", async () => {
    await clickTarget("ana", shop.id);
    await clickTarget("ana", later.id);
    expect((await click(`/l/ana/go/${shop.id}`, { method: "HEAD" })).status).toBe(302);
    const bot = await click(`/l/ana/go/${shop.id}`, { headers: { "user-agent": "Googlebot/2.1" } });
    expect(bot.status).toBe(302);
    const signedIn = await click(`/l/ana/go/${shop.id}`, { headers: { cookie: owner.cookie } });
    expect(signedIn.status).toBe(FELL_THROUGH);
    for (const path of [
      `/l/ana/go/${shop.id}?x=1`,
      `/l/ana/go/${shop.id}/`,
      `/l/other/go/${shop.id}`,
      `/l/ana/go/${crypto.randomUUID()}`,
    ]) {
      expect((await click(path)).status, path).toBe(FELL_THROUGH);
    }
    expect((await click(`/l/ana/go/${shop.id}`, { method: "POST" })).status).toBe(FELL_THROUGH);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await drainEvents();
    expect(await hits()).toEqual([]);
  });

  it("answers a view beacon of a known page with the pixel and counts it with the host the page sent", async () => {
    expect((await click("/l/ana/view?ref=www.instagram.com")).status).toBe(FELL_THROUGH);
    expect(await viewTarget("ana")).toMatchObject({ pageId });
    expect(await viewTarget("nobody")).toBeNull();

    const response = await click("/l/ana/view?ref=www.instagram.com");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/gif");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-frame-options")).toBe(FIXED_HEADERS["X-Frame-Options"]);
    expect((await response.arrayBuffer()).byteLength).toBe(Number(response.headers.get("content-length")));
    expect((await click("/l/ana/view")).status).toBe(200);
    // Signed in (maybe the owner): Next's. A page known to be missing: the pixel, counting nothing.
    expect((await click("/l/ana/view", { headers: { cookie: owner.cookie } })).status).toBe(FELL_THROUGH);
    expect((await click("/l/nobody/view")).status).toBe(200);
    expect((await click("/l/someone-else/view")).status).toBe(FELL_THROUGH);
    // The query is read as the route reads it: a campaign, other names ignored, a malformed escape no host.
    expect((await click("/l/ana/view?ref=%E0%A4%A")).status).toBe(200);
    const phone = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148" };
    expect((await click("/l/ana/view?utm_campaign=Launch&x=1", { headers: phone })).status).toBe(200);
    expect((await click("/l/ana/view", { method: "HEAD" })).status).toBe(200);
    await vi.waitFor(async () => {
      await drainEvents();
      const rows = (await storedEvents()).map((e) => `${e.referrer}|${e.utmCampaign}`).sort();
      // One row per view: the phone's campaign, the other visitor's host, then two views without one.
      expect(rows).toEqual(["instagram.com|", "|", "|", "|launch"]);
    });
  });

  it("leaves a link to Next again once a save clears the cache, then answers with the saved target", async () => {
    await clickTarget("ana", shop.id);
    expect((await click(`/l/ana/go/${shop.id}`)).status).toBe(302);
    await savePage(
      owner.id,
      pageId,
      draftWith([{ ...shop, url: "https://new-shop.example/" } as typeof shop]),
    );
    revalidateBioPage("ana");
    expect((await click(`/l/ana/go/${shop.id}`)).status).toBe(FELL_THROUGH);
    await clickTarget("ana", shop.id);
    const response = await click(`/l/ana/go/${shop.id}`);
    expect(response.headers.get("location")).toBe("https://new-shop.example/");
  });
});
