import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DOMAIN_RECHECK_QUEUE, scheduleDomainChecks } from "@/lib/biolinks/domains/check-queue";
import { findDomain } from "@/lib/biolinks/domains/hosts";
import { LAPSE_AFTER_FAILED_CHECKS, LAPSE_AFTER_HOURS, RECHECK_HOURS } from "@/lib/biolinks/domains/store";
import { recheckVerifiedDomains } from "@/lib/biolinks/domains/verify";
import { db } from "@/lib/db";
import { bioDomains } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { sendQueue } from "@/lib/newsletter/send-queue";
import { truncateAll } from "../support/database";
import { formData } from "../support/biolinks";
import { ownership, serveZone, stopZone, tokenOf, userWithPage } from "../support/domains";

// A verified domain whose records are gone: "Check now" says so, the scheduled re-checks count the
// failures, and after LAPSE_AFTER_FAILED_CHECKS of them over LAPSE_AFTER_HOURS the domain lapses: it
// serves nothing, Caddy gets no, and whoever's records it holds now may connect it. Before, a verified
// domain was never checked again and "Check now" said Connected whatever DNS held. Every check asks a
// real DNS server (dnsmasq). And Caddy's ask: limited per address, except Caddy's own.

const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "203.0.113.20" }),
  cookies: async () => ({
    toString: () => request.cookie,
    get: () => undefined,
    getAll: () => [],
    set: () => {},
  }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));

const { addDomainAction, checkDomainAction } = await import("@/lib/biolinks/domains/actions");
const { GET: allowed } = await import("@/app/api/domains/allowed/route");

const DOMAIN = "links.ana.test";
const HOUR = 60 * 60 * 1000;
const ask = async (domain: string, from = "127.0.0.1") =>
  (
    await allowed(
      new Request(`http://127.0.0.1:3000/api/domains/allowed?domain=${domain}`, {
        headers: { "x-forwarded-for": from },
      }),
    )
  ).status;
const check = (pageId: string) => checkDomainAction(null, formData({ pageId }));
const rowOf = async (pageId: string) =>
  (await db.select().from(bioDomains).where(eq(bioDomains.pageId, pageId)))[0]!;

/** The domain now leads somewhere else, and its TXT record is gone. */
const recordsGone = () =>
  serveZone({ cname: [[DOMAIN, "elsewhere.test"]], a: [["elsewhere.test", "192.0.2.10"]] });
const recordsOf = async (pageId: string) =>
  serveZone({ cname: [[DOMAIN, "localhost"]], txt: [ownership(DOMAIN, await tokenOf(pageId))] });

afterAll(stopZone);

async function anaVerified() {
  const ana = await userWithPage("ana@example.com", "ana");
  request.cookie = ana.cookie;
  await serveZone({ cname: [[DOMAIN, "localhost"]] });
  await addDomainAction(null, formData({ pageId: ana.pageId, domain: DOMAIN }));
  await recordsOf(ana.pageId);
  expect(await check(ana.pageId)).toEqual({ ok: true, message: "Connected." });
  expect(await ask(DOMAIN)).toBe(200);
  return ana;
}

describe("a verified domain whose records are gone", () => {
  beforeEach(truncateAll);

  it("is really checked again by Check now, which says the records are missing", async () => {
    const ana = await anaVerified();
    await recordsGone();
    const answer = await check(ana.pageId);
    expect(answer).toMatchObject({ ok: true });
    expect(answer?.message).not.toBe("Connected.");
    expect(answer?.message).toContain("your records were not found");
    const row = await rowOf(ana.pageId);
    expect(row.failedChecks).toBe(1);
    expect(row.checks!.records.map((r) => [r.type, r.status])).toEqual([
      ["TXT", "missing"],
      ["CNAME", "wrong"],
    ]);
    // One failed check is no lapse: the page is still served there.
    expect(row.verifiedAt).toBeInstanceOf(Date);
    expect(await ask(DOMAIN)).toBe(200);
  });

  it(`lapses after ${LAPSE_AFTER_FAILED_CHECKS} failed re-checks over ${LAPSE_AFTER_HOURS} h, and is then free for another`, async () => {
    const ana = await anaVerified();
    await recordsGone();
    const start = Date.now();
    const at = (hours: number) => new Date(start + hours * HOUR);
    // Three failures within 48 h: not yet (a DNS move in progress is not cut short).
    for (const hours of [0, 24, 48]) expect(await recheckVerifiedDomains(at(hours))).toBe(0);
    expect(await rowOf(ana.pageId)).toMatchObject({ failedChecks: 3, failingSince: at(0) });
    expect(await findDomain(DOMAIN)).toMatchObject({ verified: true });
    // A check our resolver could not make says nothing of the domain: it neither counts nor lapses.
    Object.assign(env(), { DNS_SERVERS: ["127.0.0.1:9"] });
    expect(await recheckVerifiedDomains(at(LAPSE_AFTER_HOURS))).toBe(0);
    expect((await rowOf(ana.pageId)).failedChecks).toBe(3);
    await recordsGone();
    expect(await recheckVerifiedDomains(at(LAPSE_AFTER_HOURS))).toBe(1);
    expect(await rowOf(ana.pageId)).toMatchObject({ verifiedAt: null, lapsedAt: at(LAPSE_AFTER_HOURS) });
    // It stops serving and stops getting certificates at once, in this process.
    expect(await findDomain(DOMAIN)).toMatchObject({ verified: false });
    expect(await ask(DOMAIN)).toBe(404);
    // Check now says so too.
    expect((await check(ana.pageId))?.message).toContain("no longer shows your page");

    // The domain's later owner connects it.
    const bob = await userWithPage("bob@example.com", "bob");
    request.cookie = bob.cookie;
    expect(await addDomainAction(null, formData({ pageId: bob.pageId, domain: DOMAIN }))).toMatchObject({
      ok: true,
      message: "Added.",
    });
    await recordsOf(bob.pageId);
    expect(await check(bob.pageId)).toEqual({ ok: true, message: "Connected." });
    expect(await findDomain(DOMAIN)).toMatchObject({ slug: "bob", verified: true });
  });

  it("starts counting again when the records are back before it lapses", async () => {
    const ana = await anaVerified();
    await recordsGone();
    const start = Date.now();
    await recheckVerifiedDomains(new Date(start));
    await recheckVerifiedDomains(new Date(start + 24 * HOUR));
    await recordsOf(ana.pageId);
    await recheckVerifiedDomains(new Date(start + 48 * HOUR));
    expect(await rowOf(ana.pageId)).toMatchObject({ failedChecks: 0, failingSince: null });
    await recordsGone();
    for (const hours of [72, 96]) await recheckVerifiedDomains(new Date(start + hours * HOUR));
    expect((await rowOf(ana.pageId)).verifiedAt).toBeInstanceOf(Date);
  });
});

describe("Caddy's ask", () => {
  beforeEach(truncateAll);

  it("limits anyone else per address, and never Caddy on loopback", async () => {
    await anaVerified();
    const names = Array.from({ length: 40 }, (_, i) => `unknown-${i}.example`);
    const answers = [];
    for (const name of names) answers.push(await ask(name, "198.51.100.7"));
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(answers.slice(30).every((status) => status === 429)).toBe(true);
    // Another address has its own allowance; Caddy, beside the app, has no limit.
    expect(await ask(DOMAIN, "198.51.100.8")).toBe(200);
    for (const name of names) expect(await ask(name, "127.0.0.1")).toBe(404);
    for (const name of names.slice(0, 5)) expect(await ask(name, "::ffff:127.0.0.1")).toBe(404);
    expect(await ask(DOMAIN, "::1")).toBe(200);
  });

  it("lets a configured address ask without a limit (Caddy on another machine)", async () => {
    Object.assign(env(), { CADDY_ASK_ADDRESSES: ["192.0.2.53"] });
    try {
      for (let i = 0; i < 40; i++) expect(await ask(`unknown-${i}.example`, "192.0.2.53")).toBe(404);
    } finally {
      Object.assign(env(), { CADDY_ASK_ADDRESSES: [] });
    }
  });
});

describe("the re-checks' schedule", () => {
  it(`re-checks verified domains every ${RECHECK_HOURS} hours, on the job queue`, async () => {
    const boss = await sendQueue();
    try {
      await scheduleDomainChecks(boss);
      const schedules = await boss.getSchedules();
      expect(schedules.find((s) => s.name === DOMAIN_RECHECK_QUEUE)).toMatchObject({
        cron: `17 */${RECHECK_HOURS} * * *`,
      });
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
