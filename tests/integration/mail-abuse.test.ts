import { generateKeyPairSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as signUpRoute } from "@/app/l/[slug]/subscribe/route";
import { POST as confirmRoute } from "@/app/l/[slug]/subscribe/confirm/route";
import { createPage, savePage } from "@/lib/biolinks/store";
import { pageDraftSchema } from "@/lib/biolinks/validation";
import { contactSchema } from "@/lib/contact/validation";
import { db } from "@/lib/db";
import { bioSubscribers, emailOutbox, newsletterSubscriptions } from "@/lib/db/schema";
import { env, parseEnv } from "@/lib/env";
import { runSends } from "@/lib/newsletter/deliver";
import { saveIssue, scheduleIssue } from "@/lib/newsletter/issue-store";
import { issueSchema } from "@/lib/newsletter/issue-validation";
import { NEWSLETTER_MESSAGES } from "@/lib/newsletter/messages";
import { truncateAll } from "../support/database";
import { draftWith, makeUser, signupBlock } from "../support/biolinks";
import { formData, visitor } from "../support/next-request";
import { startFakeSmtp, type FakeSmtp } from "../support/smtp-server";

// Issue 38: the site's mail cannot be aimed at someone who never asked for it. Everything runs for real
// (routes, actions, zod, the database, an SMTP server); only Next's request context is stood in for.
vi.mock("next/headers", async () => (await import("../support/next-request")).nextHeaders);
const { subscribeToNewsletter, confirmNewsletterSubscription } = await import("@/lib/newsletter/actions");

const VICTIM = "victim@example.com";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const settings = env();
const defaults = {
  SMTP_URL: settings.SMTP_URL,
  MAILS_PER_RECIPIENT_PER_DAY: settings.MAILS_PER_RECIPIENT_PER_DAY,
  NEWSLETTER_SENDS_PER_MINUTE: settings.NEWSLETTER_SENDS_PER_MINUTE,
  DKIM_PRIVATE_KEY: settings.DKIM_PRIVATE_KEY,
  DKIM_SELECTOR: settings.DKIM_SELECTOR,
  DKIM_DOMAIN: settings.DKIM_DOMAIN,
};

/** A public page `slug` with a sign-up block; returns the block's id. */
async function pageWithSignup(userId: string, slug: string, displayName = "Ana") {
  const created = await createPage(userId, { slug, title: `${slug} links` }, 5);
  if (!created.ok) throw new Error(`page ${slug} not created`);
  const block = signupBlock();
  await savePage(userId, created.id, draftWith([block], { displayName }));
  return block.id;
}

async function signUp(slug: string, blockId: string, email: string, ip: string) {
  const request = new Request(`http://localhost/l/${slug}/subscribe`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": BROWSER,
      "x-forwarded-for": ip,
    },
    body: new URLSearchParams({ blockId, email }).toString(),
  });
  const response = await signUpRoute(request, { params: Promise.resolve({ slug }) });
  return response.headers.get("location");
}

const mailsTo = (to: string) =>
  db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text, template: emailOutbox.template })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to));

let owner: { id: string };

beforeEach(async () => {
  await truncateAll();
  owner = await makeUser("ana@example.com");
});
afterEach(() => Object.assign(settings, defaults));

describe("per-recipient limits", () => {
  it("sends one confirmation per address per page a day, however many networks ask, and keeps its link working", async () => {
    const blockId = await pageWithSignup(owner.id, "ana");
    for (let i = 0; i < 40; i++) {
      expect(await signUp("ana", blockId, VICTIM, `198.51.100.${i + 1}`)).toBe(
        "/l/ana/subscribed?state=check-inbox",
      );
    }
    const mails = await mailsTo(VICTIM);
    expect(mails).toHaveLength(1);
    // The repeats sent nothing and replaced nothing: the one link sent still confirms.
    const token = mails[0]!.text.match(/\/l\/ana\/confirm\?token=([\w-]+)/)![1]!;
    const confirmed = await confirmRoute(
      new Request("http://localhost/l/ana/subscribe/confirm", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token }).toString(),
      }),
      { params: Promise.resolve({ slug: "ana" }) },
    );
    expect(confirmed.headers.get("location")).toBe("/l/ana/subscribed?state=confirmed");
    expect(await db.select({ status: bioSubscribers.status }).from(bioSubscribers)).toEqual([
      { status: "confirmed" },
    ]);
  });

  it("caps what one address gets from the whole site a day, across pages, accounts and the footer form", async () => {
    Object.assign(settings, { MAILS_PER_RECIPIENT_PER_DAY: 3 });
    const other = await makeUser("eve@example.com");
    const targets = [
      ["ana", await pageWithSignup(owner.id, "ana")],
      ["ana-two", await pageWithSignup(owner.id, "ana-two")],
      ["eve", await pageWithSignup(other.id, "eve")],
      ["eve-two", await pageWithSignup(other.id, "eve-two")],
    ] as const;
    for (const [i, [slug, blockId]] of targets.entries()) {
      expect(await signUp(slug, blockId, VICTIM, `198.51.100.${i + 1}`)).toContain("state=check-inbox");
    }
    visitor.reset("203.0.113.50");
    expect(await subscribeToNewsletter(null, formData({ email: VICTIM }))).toMatchObject({ ok: true });
    expect(await mailsTo(VICTIM)).toHaveLength(3);
    // Another address is not held back by the victim's cap.
    expect(await signUp("eve-two", targets[3][1], "fan@example.com", "198.51.100.9")).toContain(
      "check-inbox",
    );
    expect(await mailsTo("fan@example.com")).toHaveLength(1);
  });
});

let smtp: FakeSmtp;
beforeAll(async () => (smtp = await startFakeSmtp()));
afterAll(() => smtp.close());

/** A received message's text, quoted-printable undone (long links are folded by it). */
const decoded = (data: string) =>
  data
    .replace(/=\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe("a sender identity nobody can write into", () => {
  it("keeps a creator's name out of the subject and the sender, and escapes it in the body", async () => {
    Object.assign(settings, { SMTP_URL: smtp.url });
    // Saved before names were checked (the editor refuses it now, below): the mail must still be harmless.
    const blockId = await pageWithSignup(owner.id, "ana", "WIN $500 NOW http://evil.example/claim <b>");
    expect(await signUp("ana", blockId, "reader@example.com", "198.51.100.1")).toContain("check-inbox");
    const mail = smtp.received.find((m) => m.to === "reader@example.com")!;
    const [head = "", ...body] = mail.data.split("\n\n");
    expect(head).toMatch(/^Subject: Confirm your subscription$/m);
    expect(head).toMatch(/^From: .*creatorkit/im);
    expect(head).not.toContain("WIN");
    expect(head).not.toContain("evil");
    expect(body.join("\n\n")).toContain("&lt;b&gt;");
  });

  it("signs every mail with DKIM when a key, selector and domain are set, and refuses half of them", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    Object.assign(settings, {
      SMTP_URL: smtp.url,
      DKIM_PRIVATE_KEY: pem.replace(/\n/g, "\\n"), // pasted on one line, as a .env file holds it
      DKIM_SELECTOR: "mail2026",
      DKIM_DOMAIN: "creatorkit.example",
    });
    visitor.reset("203.0.113.40");
    await subscribeToNewsletter(null, formData({ email: "signed@example.com" }));
    const mail = smtp.received.find((m) => m.to === "signed@example.com")!;
    expect(mail.data).toMatch(
      /^DKIM-Signature: v=1; a=rsa-sha256;[\s\S]*d=creatorkit\.example;[\s\S]*s=mail2026;/m,
    );
    expect(() => parseEnv({ DKIM_SELECTOR: "mail2026" })).toThrow(/DKIM_PRIVATE_KEY/);
  });

  it("refuses control characters and links in names, subjects and addresses", () => {
    const draft = (extra: object) => pageDraftSchema.safeParse(draftWith([], extra));
    expect(draft({ displayName: "WIN $500 NOW http://evil.example/claim" }).error?.issues[0]?.message).toBe(
      "The display name must not contain links",
    );
    expect(draft({ displayName: "Ana\r\nBcc: everyone@example.com" }).error?.issues[0]?.message).toBe(
      "The display name must be one line, without control characters",
    );
    expect(draft({ title: "Visit www.evil.example" }).success).toBe(false);
    expect(draft({ displayName: "Ana B. Smith", title: "Ana's links" }).success).toBe(true);
    expect(issueSchema.safeParse({ subject: "News\r\nBcc: x@example.com", html: "" }).success).toBe(false);
    expect(issueSchema.safeParse({ subject: "November news", html: "" }).success).toBe(true);
    const contact = { name: "Eve", email: "eve@example.com", message: "Hello there, a question." };
    expect(contactSchema.safeParse({ ...contact, subject: "Hi\nBcc: x@example.com" }).success).toBe(false);
    expect(contactSchema.safeParse({ ...contact, name: "Eve\rX", subject: "Hi" }).success).toBe(false);
    expect(contactSchema.safeParse({ ...contact, subject: "Hi" }).success).toBe(true);
  });
});

describe("the footer newsletter form is double opt-in", () => {
  const statusOf = async (email: string) =>
    (
      await db
        .select({ status: newsletterSubscriptions.status })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
    )[0]?.status;

  it("keeps SPEC's thanks, mails a confirmation link, and lists the address only once it is followed", async () => {
    visitor.reset("203.0.113.60");
    const answer = await subscribeToNewsletter(null, formData({ email: "Reader@Example.com" }));
    expect(answer).toMatchObject({ ok: true });
    expect(answer?.message).toContain(NEWSLETTER_MESSAGES.success);
    expect(answer?.message).toContain(NEWSLETTER_MESSAGES.confirm);
    expect(await statusOf("reader@example.com")).toBe("pending");

    const [mail] = await mailsTo("reader@example.com");
    expect(mail?.template).toBe("newsletter-welcome");
    const link = new URL(mail!.text.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)![0]);
    const fields = Object.fromEntries(link.searchParams);
    // A forged link confirms nothing.
    expect(
      await confirmNewsletterSubscription(null, formData({ ...fields, email: "other@example.com" })),
    ).toMatchObject({ ok: false, message: NEWSLETTER_MESSAGES.confirmExpired });
    expect(await confirmNewsletterSubscription(null, formData(fields))).toMatchObject({ ok: true });
    expect(await statusOf("reader@example.com")).toBe("active");

    // Once active, signing up again answers the same and sends nothing.
    visitor.reset("203.0.113.61");
    expect(await subscribeToNewsletter(null, formData({ email: "reader@example.com" }))).toEqual(answer);
    expect(await mailsTo("reader@example.com")).toHaveLength(1);
  });

  it("works end to end through an SMTP server: the confirmed address gets the next issue, a pending one does not", async () => {
    Object.assign(settings, { SMTP_URL: smtp.url, NEWSLETTER_SENDS_PER_MINUTE: 100 });
    for (const [i, email] of ["joined@example.com", "waiting@example.com"].entries()) {
      visitor.reset(`203.0.113.${90 + i}`);
      expect(await subscribeToNewsletter(null, formData({ email }))).toMatchObject({ ok: true });
    }
    const welcome = smtp.received.find((m) => m.to === "joined@example.com")!;
    expect(welcome.data).toMatch(/^Subject: Confirm your Creatorkit newsletter subscription$/m);
    expect(welcome.data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = new URL(decoded(welcome.data).match(/https?:\/\/\S+\/newsletter\/confirm\?[^\s"<]+/)![0]);
    expect(
      await confirmNewsletterSubscription(null, formData(Object.fromEntries(link.searchParams))),
    ).toMatchObject({ ok: true });

    const id = (await saveIssue({ subject: "December news", html: "<p>Hello</p>" }))!;
    await scheduleIssue(id, new Date());
    expect(await runSends()).toMatchObject({ sent: 1 });
    const issues = smtp.received.filter((m) => /^Subject: December news$/m.test(m.data));
    expect(issues.map((m) => m.to)).toEqual(["joined@example.com"]);
  });

  it("mails an address typed from ten networks once", async () => {
    for (let i = 0; i < 10; i++) {
      visitor.reset(`203.0.113.${70 + i}`);
      expect(await subscribeToNewsletter(null, formData({ email: VICTIM }))).toMatchObject({ ok: true });
    }
    expect(await mailsTo(VICTIM)).toHaveLength(1);
    expect(await statusOf(VICTIM)).toBe("pending");
  });
});
