import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { db } from "@/lib/db";
import { newsletterDeliveries, newsletterIssues, newsletterSubscriptions } from "@/lib/db/schema";
import { countRecipients } from "@/lib/newsletter/issue-queries";
import { saveIssue } from "@/lib/newsletter/issue-store";
import { stopSendQueue } from "@/lib/newsletter/send-queue";
import { truncateAll } from "../support/database";
import { adminCookie } from "../support/admin";

// Send now and Schedule run for real (admin session, zod, database, job queue); only Next's request
// context is stood in for: the cookie of a real admin sign-in, and a record of the paths revalidated.
const request = vi.hoisted(() => ({ cookie: "", revalidated: [] as string[] }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ cookie: request.cookie }),
  cookies: async () => ({
    toString: () => request.cookie,
    get: () => undefined,
    getAll: () => [],
    set: () => {},
  }),
}));
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => request.revalidated.push(path) }));

const { saveIssueAction, scheduleAction, sendNowAction, setPublishedAction } =
  await import("@/lib/newsletter/issue-actions");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

async function issueRow(id: string) {
  const [row] = await db
    .select({ status: newsletterIssues.status, scheduledAt: newsletterIssues.scheduledAt })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, id));
  return row;
}

const CHANGED = "The list has changed: it has 3 subscribers now. Check the number and confirm again.";
const UNCONFIRMED = "Confirm the number of subscribers first";

let id: string;

beforeEach(async () => {
  await truncateAll();
  await ensureAdminAccount();
  request.cookie = await adminCookie();
  await db.insert(newsletterSubscriptions).values([
    { email: "ana@example.com", status: "active" },
    { email: "bo@example.com", status: "active" },
    { email: "cy@example.com", status: "active" },
    { email: "gone@example.com", status: "unsubscribed" },
  ]);
  id = (await saveIssue({ subject: "November news", html: "<p>Hello.</p>" }))!;
});

afterAll(stopSendQueue);

describe("the number of recipients an admin confirms", () => {
  it("is the active subscribers, the list a send copies when it starts", async () => {
    expect(await countRecipients()).toBe(3);
  });

  it("Send now refuses a form without it, or with a number the list no longer has, and sends nothing", async () => {
    expect(await sendNowAction(null, form({ id }))).toMatchObject({ ok: false, message: UNCONFIRMED });
    // The dialog named 2; someone subscribed before the admin confirmed.
    expect(await sendNowAction(null, form({ id, recipients: "2" }))).toEqual({ ok: false, message: CHANGED });
    expect(await issueRow(id)).toEqual({ status: "draft", scheduledAt: null });
  });

  it("Send now goes out to exactly the number confirmed", async () => {
    expect(await sendNowAction(null, form({ id, recipients: "3" }))).toEqual({
      ok: true,
      message: "Sending started.",
    });
    for (let i = 0; i < 60 && (await issueRow(id))?.status !== "sent"; i++)
      await new Promise((r) => setTimeout(r, 500));
    expect((await issueRow(id))?.status).toBe("sent");
    expect(await db.$count(newsletterDeliveries, eq(newsletterDeliveries.issueId, id))).toBe(3);
  }, 60_000);

  it("Schedule refuses a number the list no longer has, and schedules with the right one", async () => {
    const at = "2099-01-01T09:00:00.000Z";
    expect(await scheduleAction(null, form({ id, at }))).toMatchObject({ ok: false, message: UNCONFIRMED });
    expect(await scheduleAction(null, form({ id, at, recipients: "4" }))).toEqual({
      ok: false,
      message: CHANGED,
    });
    expect(await issueRow(id)).toEqual({ status: "draft", scheduledAt: null });
    expect(await scheduleAction(null, form({ id, at, recipients: "3" }))).toEqual({
      ok: true,
      message: "Scheduled.",
    });
    expect(await issueRow(id)).toEqual({ status: "scheduled", scheduledAt: new Date(at) });
  });
});

describe("the web archive's choice", () => {
  const published = async (issueId: string) =>
    (
      await db
        .select({ published: newsletterIssues.published })
        .from(newsletterIssues)
        .where(eq(newsletterIssues.id, issueId))
    )[0]?.published;
  const save = (fields: Record<string, string>) =>
    saveIssueAction(null, form({ id, subject: "November news", html: "<p>Hello.</p>", ...fields })).catch(
      (redirect: unknown) => redirect, // a saved issue opens its preview
    );

  it("is on for a new issue and follows the box on every save", async () => {
    expect(await published(id)).toBe(true);
    await save({});
    expect(await published(id)).toBe(false);
    await save({ published: "on" });
    expect(await published(id)).toBe(true);
  });

  it("takes a sent issue off the archive and puts it back, refreshing the archive's pages and the sitemap", async () => {
    await db
      .update(newsletterIssues)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(newsletterIssues.id, id));
    const { getArchivedIssue } = await import("@/lib/newsletter/archive");
    expect(await getArchivedIssue("november-news")).not.toBeNull();
    request.revalidated.length = 0;
    expect(await setPublishedAction(null, form({ id, published: "no" }))).toEqual({
      ok: true,
      message: "Taken off the web archive.",
    });
    expect(await getArchivedIssue("november-news")).toBeNull();
    expect(request.revalidated).toEqual(expect.arrayContaining(["/(site)/newsletter", "/sitemaps"]));
    expect(await setPublishedAction(null, form({ id, published: "yes" }))).toMatchObject({ ok: true });
    expect(await getArchivedIssue("november-news")).not.toBeNull();
    expect(await setPublishedAction(null, form({ id, published: "maybe" }))).toMatchObject({ ok: false });
  });

  it("is the admin's only", async () => {
    request.cookie = "";
    expect(await saveIssueAction(null, form({ id, subject: "Hijacked", html: "" }))).toMatchObject({
      ok: false,
    });
    expect(await setPublishedAction(null, form({ id, published: "no" }))).toMatchObject({ ok: false });
    expect(await published(id)).toBe(true);
  });
});
