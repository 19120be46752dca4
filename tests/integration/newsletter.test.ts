import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { emailOutbox, newsletterSubscriptions } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send";
import { welcomeEmail } from "@/lib/email/templates";
import { subscribe, unsubscribe } from "@/lib/newsletter/store";
import { isValidUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from "@/lib/newsletter/token";
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

describe("newsletter subscriptions (SPEC §4)", () => {
  beforeEach(truncateAll);

  it("creates a new active row with source website, stored lower-cased", async () => {
    expect(await subscribe("  Reader@Example.COM ")).toBe("created");
    expect(await rowOf("reader@example.com")).toMatchObject({ status: "active", source: "website" });
    expect(await db.$count(newsletterSubscriptions)).toBe(1);
  });

  it("treats an active address as a success with no change", async () => {
    await subscribe("same@example.com");
    const before = await rowOf("same@example.com");
    expect(await subscribe("SAME@example.com")).toBe("already-active");
    expect(await rowOf("same@example.com")).toEqual(before);
  });

  it("makes an unsubscribed address active again", async () => {
    await subscribe("back@example.com");
    expect(await unsubscribe("back@example.com")).toBe(true);
    expect((await rowOf("back@example.com"))?.status).toBe("unsubscribed");
    expect(await subscribe("back@example.com")).toBe("reactivated");
    expect((await rowOf("back@example.com"))?.status).toBe("active");
    expect(await db.$count(newsletterSubscriptions)).toBe(1);
  });

  it("never inserts two rows for concurrent sign-ups of one address", async () => {
    await Promise.all(Array.from({ length: 5 }, () => subscribe("race@example.com")));
    expect(await db.$count(newsletterSubscriptions)).toBe(1);
  });

  it("validates with SPEC's message", () => {
    for (const bad of ["", "no-at-sign", "a@", "@b.c"]) {
      const result = subscribeSchema.safeParse({ email: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(NEWSLETTER_MESSAGES.invalid);
    }
    expect(subscribeSchema.parse({ email: " Mixed@Case.io " }).email).toBe("mixed@case.io");
  });
});

describe("unsubscribe links", () => {
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

  it("are in the welcome e-mail, which lands in the outbox when no SMTP server is set", async () => {
    const url = unsubscribeUrl("new@example.com");
    await sendEmail(welcomeEmail(url), { to: "new@example.com" });
    const [mail] = await db.select().from(emailOutbox);
    expect(mail).toMatchObject({
      to: "new@example.com",
      transport: "outbox",
      template: "newsletter-welcome",
    });
    expect(mail!.text).toContain(url);
    expect(mail!.html).toContain(url.replace(/&/g, "&amp;"));
    expect(mail!.text).toContain(NEWSLETTER_MESSAGES.success);
  });
});
