import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_ALLOWED } from "@/lib/action";
import { verifyPendingDomains } from "@/lib/biolinks/domains/verify";
import { bioSitemapEntries } from "@/lib/biolinks/sitemap";
import { savePage } from "@/lib/biolinks/store";
import { db } from "@/lib/db";
import { bioDomains } from "@/lib/db/schema";
import { truncateAll } from "../support/database";
import { draftWith, formData } from "../support/biolinks";
import { ownership, serveZone, stopZone, tokenOf, userWithPage } from "../support/domains";

// Adding, verifying and removing a creator's domain through the actions (real session, zod, database),
// which ask a real DNS server (dnsmasq) for the records. Requests by Host: custom-domain-hosts.test.ts.

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

const add = (pageId: string, domain: string) => addDomainAction(null, formData({ pageId, domain }));
const check = (pageId: string) => checkDomainAction(null, formData({ pageId }));
const remove = (pageId: string) => removeDomainAction(null, formData({ pageId }));

afterAll(stopZone);

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
    await savePage(ana.id, ana.pageId, draftWith([], { published: true }));
    expect((await bioSitemapEntries()).map((entry) => entry.path)).toEqual(["/l/ana"]);
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
    // Its canonical address is there now: the site's sitemap no longer lists /l/ana.
    expect((await bioSitemapEntries()).map((entry) => entry.path)).toEqual([]);
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
      txt: [ownership("links.shared.test", await tokenOf(bob.pageId))],
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
      txt: [ownership("links.shared.test", await tokenOf(ana.pageId))],
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
        ownership("links.both.test", await tokenOf(ana.pageId)),
        ownership("links.both.test", await tokenOf(bob.pageId)),
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
      txt: [ownership("links.late.test", await tokenOf(ana.pageId))],
    });
    await db.update(bioDomains).set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) });
    expect(await verifyPendingDomains()).toBe(0);
    await db.update(bioDomains).set({ createdAt: new Date(Date.now() - 6 * 24 * 60 * 60 * 1000) });
    expect(await verifyPendingDomains()).toBe(1);
  });
});
