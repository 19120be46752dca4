import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as signUpRoute } from "@/app/l/[slug]/subscribe/route";
import { POST as signUpOnDomainRoute } from "@/app/l/[slug]/domain/subscribe/route";
import { POST as confirmRoute } from "@/app/l/[slug]/subscribe/confirm/route";
import { GET as exportRoute } from "@/app/(site)/dashboard/subscribers/[slug]/export/route";
import { deleteUserAccount } from "@/lib/account/store";
import { createPage, savePage } from "@/lib/biolinks/store";
import { db } from "@/lib/db";
import { bioSubscribers, emailOutbox } from "@/lib/db/schema";
import { truncateAll } from "../support/database";
import { draftWith, formData, linkBlock, makeUser, signupBlock, statsOf } from "../support/biolinks";

// The routes and actions run for real (session, zod, database); only Next's request context is stood in for.
const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    toString: () => request.cookie,
    get: () => undefined,
    getAll: () => [],
    set: () => {},
  }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));
const { deleteSubscriberAction } = await import("@/lib/biolinks/subscriber-actions");

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const signup = signupBlock();

function post(
  path: string,
  fields: Record<string, string>,
  { ip = "198.51.100.7", userAgent = BROWSER } = {},
) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": userAgent,
      "x-forwarded-for": ip,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

async function signUp(
  fields: Record<string, string>,
  options?: { ip?: string; userAgent?: string },
  slug = "ana",
) {
  const response = await signUpRoute(
    post(`/l/${slug}/subscribe`, { blockId: signup.id, ...fields }, options),
    {
      params: Promise.resolve({ slug }),
    },
  );
  expect(response.status).toBe(303);
  return response.headers.get("location");
}

async function confirm(token: string, slug = "ana") {
  const response = await confirmRoute(post(`/l/${slug}/subscribe/confirm`, { token }), {
    params: Promise.resolve({ slug }),
  });
  return response.headers.get("location");
}

const rows = () =>
  db
    .select({ id: bioSubscribers.id, email: bioSubscribers.email, status: bioSubscribers.status })
    .from(bioSubscribers);

async function confirmationToken(to: string): Promise<string> {
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  expect(mail?.subject).toBe("Confirm your subscription");
  return mail!.text.match(/\/l\/ana\/confirm\?token=([\w-]+)/)![1]!;
}

let owner: { id: string; cookie: string };

beforeEach(async () => {
  await truncateAll();
  owner = await makeUser("ana@example.com");
  const created = await createPage(owner.id, { slug: "ana", title: "Ana's links" }, 5);
  if (!created.ok) throw new Error("page not created");
  await savePage(owner.id, created.id, draftWith([linkBlock("Shop", "https://shop.example/"), signup]));
});

describe("a visitor signs up on a bio page", () => {
  it("records the address unconfirmed, mails a link in the creator's name, and confirms it by the page's button", async () => {
    expect(await signUp({ email: "Fan@Example.com" })).toBe("/l/ana/subscribed?state=check-inbox");
    expect(await rows()).toMatchObject([{ email: "fan@example.com", status: "pending" }]);
    const token = await confirmationToken("fan@example.com");
    expect(await confirm(token)).toBe("/l/ana/subscribed?state=confirmed");
    expect(await rows()).toMatchObject([{ status: "confirmed" }]);
    // A link works once.
    expect(await confirm(token)).toBe("/l/ana/subscribed?state=expired");
    // Signing up again once confirmed changes nothing and sends nothing, and says the same.
    expect(await signUp({ email: "fan@example.com" })).toBe("/l/ana/subscribed?state=check-inbox");
    expect(await db.$count(emailOutbox, eq(emailOutbox.template, "bio-signup-confirm"))).toBe(1);
    expect((await statsOf(owner.id, "ana"))?.signups?.current).toBe(1);
  });

  it("on the page's own domain, leads to the result page there", async () => {
    // Next's rewrites lead the domain's /subscribe here, with the domain's name as `slug`
    // (lib/biolinks/domains/addresses.ts); the route resolves a slug given as is (domains/page-name.ts).
    const response = await signUpOnDomainRoute(
      post("/l/ana/domain/subscribe", { blockId: signup.id, email: "fan@example.com" }),
      { params: Promise.resolve({ slug: "ana" }) },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/subscribed?state=check-inbox");
    expect(await rows()).toMatchObject([{ email: "fan@example.com", status: "pending" }]);
    // The e-mailed link is the site's: the confirmation works whether or not the domain still is.
    expect(await confirmationToken("fan@example.com")).toMatch(/^[\w-]+$/);
  });

  it("refuses bad addresses, bots, hidden-field fillers, unknown blocks and floods", async () => {
    expect(await signUp({ email: "not-an-address" })).toBe("/l/ana/subscribed?state=invalid");
    expect(
      await signUp(
        { email: "bot@example.com" },
        { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" },
      ),
    ).toBe("/l/ana/subscribed?state=refused");
    expect(await signUp({ email: "spam@example.com", website: "https://spam.example" })).toBe(
      "/l/ana/subscribed?state=check-inbox",
    );
    expect(await signUp({ email: "a@example.com", blockId: crypto.randomUUID() })).toBe(
      "/l/ana/subscribed?state=closed",
    );
    expect(await signUp({ email: "a@example.com" }, undefined, "nobody")).toBe(
      "/l/nobody/subscribed?state=closed",
    );
    expect(await rows()).toEqual([]);
    for (let i = 0; i < 5; i++) {
      expect(await signUp({ email: `fan${i}@example.com` }, { ip: "198.51.100.99" })).toContain(
        "check-inbox",
      );
    }
    expect(await signUp({ email: "fan5@example.com" }, { ip: "198.51.100.99" })).toBe(
      "/l/ana/subscribed?state=limited",
    );
    expect(await rows()).toHaveLength(5);
  });

  it("refuses an oversized body", async () => {
    const location = await signUp({ email: "big@example.com", padding: "x".repeat(10_000) });
    expect(location).toBe("/l/ana/subscribed?state=closed");
    expect(await rows()).toEqual([]);
  });
});

describe("the creator's list", () => {
  beforeEach(async () => {
    await signUp({ email: "fan@example.com" });
    await confirm(await confirmationToken("fan@example.com"));
  });

  it("is exported as CSV for its owner only", async () => {
    const params = { params: Promise.resolve({ slug: "ana" }) };
    request.cookie = owner.cookie;
    const csv = await exportRoute(new Request("http://localhost/dashboard/subscribers/ana/export"), params);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\n")[0]).toBe("email,status,signed_up_at,confirmed_at");
    expect(text).toContain('"fan@example.com","confirmed"');

    request.cookie = (await makeUser("eve@example.com")).cookie;
    expect((await exportRoute(new Request("http://localhost/x"), params)).status).toBe(404);
    request.cookie = "";
    expect((await exportRoute(new Request("http://localhost/x"), params)).status).toBe(401);
  });

  it("loses an address only to its owner's delete", async () => {
    const [row] = await rows();
    request.cookie = (await makeUser("eve@example.com")).cookie;
    expect(await deleteSubscriberAction(null, formData({ id: row!.id }))).toMatchObject({ ok: false });
    expect(await rows()).toHaveLength(1);
    request.cookie = owner.cookie;
    expect(await deleteSubscriberAction(null, formData({ id: row!.id }))).toMatchObject({ ok: true });
    expect(await rows()).toEqual([]);
  });

  it("is deleted with the creator's account", async () => {
    expect(await deleteUserAccount(owner.id)).toBe(true);
    expect(await db.$count(bioSubscribers)).toBe(0);
  });
});
