import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getAuth } from "@/lib/auth/auth";
import { db } from "@/lib/db";
import { emailOutbox } from "@/lib/db/schema";
import { sendAccountMail } from "@/lib/email/account-mail";
import { ACCOUNT_MAILS_PER_DAY } from "@/lib/email/recipient-limit";
import { confirmEmailEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { truncateAll } from "../support/database";
import { makeUser } from "../support/biolinks";
import { formData, keepCookies, visitor } from "../support/next-request";

// Account mails (a new account's confirmation and its resends, "you already have an account", reset links)
// reach one address at most ACCOUNT_MAILS_PER_DAY times a day, whoever asks: an account can be opened with
// anyone's address. Everything runs for real (better-auth, actions, the database); only Next's request
// context is stood in for.
vi.mock("next/headers", async () => (await import("../support/next-request")).nextHeaders);
const { resendConfirmation } = await import("@/lib/account/actions");

const VICTIM = "victim@example.com";
const settings = env();
const SMTP_URL = settings.SMTP_URL;

const mailsTo = (to: string) =>
  db.select({ template: emailOutbox.template }).from(emailOutbox).where(eq(emailOutbox.to, to));

beforeEach(async () => {
  await truncateAll();
  await makeUser("ana@example.com");
});
afterEach(() => Object.assign(settings, { SMTP_URL }));

describe("account mails", () => {
  it("reach an address at most ACCOUNT_MAILS_PER_DAY times a day, whoever opens, signs up or resets with it", async () => {
    // A stranger opens an account with the victim's address (its confirmation), signs up with it again
    // ("you already have an account", three a day of their own) and asks for reset links, as if hour after
    // hour: the per-hour limits of the forms stand aside here (the auth API is called directly).
    const auth = getAuth();
    const password = "stranger-password-1";
    await auth.api.signUpEmail({ body: { email: VICTIM, password, name: "Stranger" } });
    for (let i = 0; i < 3; i++)
      await auth.api.signUpEmail({ body: { email: VICTIM, password: `again-${i}-password`, name: "S" } });
    for (let i = 0; i < 10; i++)
      await auth.api.requestPasswordReset({ body: { email: VICTIM, redirectTo: "/reset-password" } });
    const sent = (await mailsTo(VICTIM)).map((mail) => mail.template).sort();
    expect(sent).toEqual([
      "confirm-email",
      "existing-account",
      "existing-account",
      "existing-account",
      "password-reset",
    ]);
    expect(sent).toHaveLength(ACCOUNT_MAILS_PER_DAY);

    // Signed in to the unconfirmed account, the stranger asks for the link again: told, and nothing is sent.
    visitor.reset("198.51.100.77");
    const { headers } = await auth.api.signInEmail({
      body: { email: VICTIM, password },
      returnHeaders: true,
    });
    keepCookies(headers);
    const answer = await resendConfirmation(null, formData({}));
    expect(answer).toMatchObject({ ok: false });
    expect(answer?.message).toMatch(
      /^This address has had several mails from us today\. Try again in (24|23) hours\.$/,
    );
    expect(await mailsTo(VICTIM)).toHaveLength(ACCOUNT_MAILS_PER_DAY);

    // Another address is not held back.
    await auth.api.requestPasswordReset({
      body: { email: "ana@example.com", redirectTo: "/reset-password" },
    });
    expect((await mailsTo("ana@example.com")).map((mail) => mail.template)).toContain("password-reset");
  });

  it("hands a failed send's place back, so a mail server that was down costs the owner none of it", async () => {
    const mail = confirmEmailEmail("http://localhost:3000/api/auth/verify-email?token=x");
    Object.assign(settings, { SMTP_URL: "smtp://127.0.0.1:9" });
    await expect(sendAccountMail(VICTIM, mail)).rejects.toThrow();
    Object.assign(settings, { SMTP_URL });
    for (let i = 0; i < ACCOUNT_MAILS_PER_DAY; i++) expect(await sendAccountMail(VICTIM, mail)).toBe(true);
    expect(await sendAccountMail(VICTIM, mail)).toBe(false);
    // The outbox logs the failed attempt with its error, beside the five that went out.
    const logged = await db
      .select({ error: emailOutbox.error })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, VICTIM));
    expect(logged.filter((row) => row.error === null)).toHaveLength(ACCOUNT_MAILS_PER_DAY);
    expect(logged).toHaveLength(ACCOUNT_MAILS_PER_DAY + 1);
  });
});
