import { desc, eq, sql } from "drizzle-orm";
import { APIError } from "better-auth/api";
import { beforeEach, describe, expect, it } from "vitest";
import { getAuth } from "@/lib/auth/auth";
import { deleteMessage, saveContactMessage, setMessageRead } from "@/lib/contact/store";
import { contactSchema } from "@/lib/contact/validation";
import { db } from "@/lib/db";
import { contactMessages, emailOutbox, session, user, verification } from "@/lib/db/schema";
import { truncateAll } from "../support/database";

describe("contact messages", () => {
  beforeEach(truncateAll);

  it("validate every field with a clear message", () => {
    const result = contactSchema.safeParse({ name: "", email: "nope", subject: "", message: "short" });
    expect(result.success).toBe(false);
    const errors = result.error!.flatten().fieldErrors;
    expect(errors).toEqual({
      name: ["Please enter your name"],
      email: ["Please enter a valid email address"],
      subject: ["Please enter a subject"],
      message: ["Please write at least 10 characters"],
    });
    expect(
      contactSchema.safeParse({ name: "A", email: "a@b.co", subject: "S", message: "x".repeat(5001) })
        .success,
    ).toBe(false);
  });

  it("are stored, marked read and unread, and deleted", async () => {
    const input = contactSchema.parse({
      name: " Ana ",
      email: "Ana@Example.com",
      subject: "Hi",
      message: "A question about tools",
    });
    const id = await saveContactMessage(input);
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({ name: "Ana", email: "ana@example.com", read: false });
    expect(await setMessageRead(id, true)).toBe(true);
    expect((await db.select().from(contactMessages))[0]?.read).toBe(true);
    expect(await deleteMessage(id)).toBe(true);
    expect(await db.$count(contactMessages)).toBe(0);
  });
});

describe("password reset", () => {
  const email = "reset-me@example.com";

  beforeEach(async () => {
    await truncateAll();
    await getAuth().api.signUpEmail({ body: { email, password: "old-password-1", name: "Reset" } });
  });

  async function requestToken(): Promise<string> {
    await getAuth().api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
    const [mail] = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1);
    expect(mail?.template).toBe("password-reset");
    const token = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token");
    expect(token).toBeTruthy();
    return token!;
  }

  async function signIn(password: string) {
    return getAuth()
      .api.signInEmail({
        body: { email, password },
        headers: new Headers({ "x-forwarded-for": "192.0.2.50" }),
      })
      .then(() => true)
      .catch((e) => {
        if (e instanceof APIError) return false;
        throw e;
      });
  }

  it("sends a single-use link that sets the new password and ends every session", async () => {
    expect(await signIn("old-password-1")).toBe(true);
    const token = await requestToken();
    await getAuth().api.resetPassword({ body: { token, newPassword: "new-password-2" } });
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect(await db.$count(session, eq(session.userId, account!.id))).toBe(0);
    expect(await signIn("new-password-2")).toBe(true);
    expect(await signIn("old-password-1")).toBe(false);
    await expect(
      getAuth().api.resetPassword({ body: { token, newPassword: "third-password-3" } }),
    ).rejects.toThrow();
  });

  it("a reset with the newest link ends every older link of that user, and no one else's", async () => {
    const other = "someone-else@example.com";
    await getAuth().api.signUpEmail({ body: { email: other, password: "other-password-1", name: "Other" } });
    await getAuth().api.requestPasswordReset({ body: { email: other, redirectTo: "/reset-password" } });
    const older = await requestToken();
    const newer = await requestToken();
    expect(older).not.toBe(newer);
    await getAuth().api.resetPassword({ body: { token: newer, newPassword: "new-password-2" } });
    await expect(
      getAuth().api.resetPassword({ body: { token: older, newPassword: "attacker-password-3" } }),
    ).rejects.toThrow();
    expect(await signIn("new-password-2")).toBe(true);
    expect(await db.$count(verification, sql`${verification.identifier} like 'reset-password:%'`)).toBe(1);
  });

  it("a password change ends every outstanding reset link", async () => {
    const pending = await requestToken();
    const { headers } = await getAuth().api.signInEmail({
      body: { email, password: "old-password-1" },
      headers: new Headers({ "x-forwarded-for": "192.0.2.50" }),
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    await getAuth().api.changePassword({
      body: { currentPassword: "old-password-1", newPassword: "changed-password-2" },
      headers: new Headers({ cookie }),
    });
    await expect(
      getAuth().api.resetPassword({ body: { token: pending, newPassword: "attacker-password-3" } }),
    ).rejects.toThrow();
    expect(await signIn("changed-password-2")).toBe(true);
  });

  it("refuses an expired link", async () => {
    const token = await requestToken();
    await db.update(verification).set({ expiresAt: sql`now() - interval '1 minute'` });
    await expect(
      getAuth().api.resetPassword({ body: { token, newPassword: "new-password-2" } }),
    ).rejects.toThrow();
    expect(await signIn("old-password-1")).toBe(true);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    await getAuth().api.requestPasswordReset({
      body: { email: "nobody@example.com", redirectTo: "/reset-password" },
    });
    expect(await db.$count(emailOutbox, eq(emailOutbox.to, "nobody@example.com"))).toBe(0);
  });
});
