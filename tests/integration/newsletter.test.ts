import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { emailOutbox, newsletterSubscriptions } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send";
import { welcomeEmail } from "@/lib/email/templates";
import { confirmSubscription, markPending, unsubscribe } from "@/lib/newsletter/store";
import { subscribeConfirmed } from "../support/newsletter";
import {
  confirmUrl,
  isValidConfirmToken,
  isValidUnsubscribeToken,
  unsubscribeToken,
  unsubscribeUrl,
} from "@/lib/newsletter/token";
import { NEWSLETTER_MESSAGES } from "@/lib/newsletter/messages";
import { subscribeSchema } from "@/lib/newsletter/validation";
import { truncateAll } from "../support/database";

async function rowOf(email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row;
}

describe("newsletter subscriptions (SPEC §4, with double opt-in)", () => {
  beforeEach(truncateAll);

  it("records a new address pending with source website, stored lower-cased, until it is confirmed", async () => {
    expect(await markPending("  Reader@Example.COM ")).toBe(true);
    expect(await rowOf("reader@example.com")).toMatchObject({ status: "pending", source: "website" });
    expect(await confirmSubscription("READER@example.com")).toBe(true);
    expect((await rowOf("reader@example.com"))?.status).toBe("active");
    // A link followed twice confirms once.
    expect(await confirmSubscription("reader@example.com")).toBe(false);
    expect(await db.$count(newsletterSubscriptions)).toBe(1);
  });

  it("treats an active address as a success with no change", async () => {
    await subscribeConfirmed("same@example.com");
    const before = await rowOf("same@example.com");
    expect(await markPending("SAME@example.com")).toBe(false);
    expect(await rowOf("same@example.com")).toEqual(before);
  });

  it("asks an unsubscribed address to confirm again before it is active", async () => {
    await subscribeConfirmed("back@example.com");
    expect(await unsubscribe("back@example.com")).toBe(true);
    expect((await rowOf("back@example.com"))?.status).toBe("unsubscribed");
    expect(await markPending("back@example.com")).toBe(true);
    expect((await rowOf("back@example.com"))?.status).toBe("pending");
    expect(await confirmSubscription("back@example.com")).toBe(true);
    expect((await rowOf("back@example.com"))?.status).toBe("active");
    expect(await db.$count(newsletterSubscriptions)).toBe(1);
  });

  it("never inserts two rows for concurrent sign-ups of one address", async () => {
    await Promise.all(Array.from({ length: 5 }, () => markPending("race@example.com")));
    expect(await db.$count(newsletterSubscriptions)).toBe(1);
  });

  it("validates with SPEC's message", () => {
    // RFC 5321: a local part of 64 characters at most, an address of 254 at most; no line breaks.
    const long = `${"a".repeat(65)}@example.com`;
    const tooLong = `${"a".repeat(64)}@${"b".repeat(186)}.com`;
    for (const bad of [
      "",
      "no-at-sign",
      "a@",
      "@b.c",
      long,
      tooLong,
      "a@example.com\r\nBcc: x@example.com",
    ]) {
      const result = subscribeSchema.safeParse({ email: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(NEWSLETTER_MESSAGES.invalid);
    }
    expect(subscribeSchema.parse({ email: " Mixed@Case.io " }).email).toBe("mixed@case.io");
    expect(subscribeSchema.safeParse({ email: `${"a".repeat(64)}@example.com` }).success).toBe(true);
  });
});

describe("unsubscribe and confirmation links", () => {
  beforeEach(truncateAll);

  it("accept the signed token of the address and refuse a forged or borrowed one", async () => {
    const token = unsubscribeToken("person@example.com");
    expect(isValidUnsubscribeToken("person@example.com", token)).toBe(true);
    expect(isValidUnsubscribeToken("PERSON@example.com", token)).toBe(true);
    expect(isValidUnsubscribeToken("other@example.com", token)).toBe(false);
    expect(isValidUnsubscribeToken("person@example.com", `${token.slice(0, -1)}x`)).toBe(false);
    expect(isValidUnsubscribeToken("person@example.com", "short")).toBe(false);
    const url = new URL(unsubscribeUrl("person@example.com"));
    expect(url.pathname).toBe("/newsletter/unsubscribe");
    expect(url.searchParams.get("token")).toBe(token);
  });

  it("confirm only the address they were issued for, for 7 days", () => {
    const url = new URL(confirmUrl("person@example.com", Date.UTC(2026, 10, 1)));
    expect(url.pathname).toBe("/newsletter/confirm");
    const issued = Number(url.searchParams.get("issued"));
    const token = url.searchParams.get("token")!;
    const day = 86_400_000;
    expect(isValidConfirmToken("person@example.com", issued, token, Date.UTC(2026, 10, 7))).toBe(true);
    expect(isValidConfirmToken("person@example.com", issued, token, Date.UTC(2026, 10, 1) + 7 * day)).toBe(
      false,
    );
    expect(isValidConfirmToken("other@example.com", issued, token, Date.UTC(2026, 10, 2))).toBe(false);
    expect(isValidConfirmToken("person@example.com", issued + 1, token, Date.UTC(2026, 10, 2))).toBe(false);
    // An unsubscribe token is not a confirmation.
    expect(isValidConfirmToken("person@example.com", issued, unsubscribeToken("person@example.com"))).toBe(
      false,
    );
  });

  it("are in the welcome e-mail, which lands in the outbox when no SMTP server is set", async () => {
    const url = confirmUrl("new@example.com");
    const leave = unsubscribeUrl("new@example.com");
    await sendEmail(welcomeEmail(url, leave), { to: "new@example.com" });
    const [mail] = await db.select().from(emailOutbox);
    expect(mail).toMatchObject({
      to: "new@example.com",
      transport: "outbox",
      template: "newsletter-welcome",
    });
    expect(mail!.text).toContain(url);
    expect(mail!.html).toContain(url.replace(/&/g, "&amp;"));
    expect(mail!.text).toContain(NEWSLETTER_MESSAGES.success);
    expect(mail!.text.indexOf(url)).toBeLessThan(mail!.text.indexOf(leave));
  });
});
