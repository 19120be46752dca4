import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_ALLOWED } from "@/lib/action";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { addPendingSubscriber, confirmSubscriber } from "@/lib/biolinks/subscribers";
import { db } from "@/lib/db";
import { emailOutbox, newsletterDeliveries, newsletterSequenceMembers } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { runSends } from "@/lib/newsletter/deliver";
import { queueSequenceMails } from "@/lib/newsletter/sequence-members";
import { stopSendQueue } from "@/lib/newsletter/send-queue";
import { getSequence } from "@/lib/newsletter/sequence-queries";
import { moveStep, saveStep, setSequenceStatus, TURNED_OFF } from "@/lib/newsletter/sequence-store";
import {
  DELAY_RANGE,
  EMPTY_BODY,
  NOTHING_TO_TURN_ON,
  TOO_MANY_STEPS,
} from "@/lib/newsletter/sequence-validation";
import { leaveList, unsubscribe } from "@/lib/newsletter/store";
import { truncateAll } from "../support/database";
import { userWithPage } from "../support/domains";
import { subscribeConfirmed } from "../support/newsletter";
import { startSmtpSink } from "../support/smtp-sink";
import { adminCookie } from "../support/admin";
import { formData, redirectTarget } from "../support/next-request";

// Welcome sequences, run for real: confirmations through the site's and a page's own functions, the send
// run (deliver.ts) with a fake "now" standing for the days between e-mails, the outbox as the mail server.
// The actions run with a real admin or creator session; only Next's request context is stood in for.
const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ cookie: request.cookie }),
  cookies: async () => ({
    toString: () => request.cookie,
    get: () => undefined,
    getAll: () => [],
    set: () => {},
  }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));

const { saveStepAction, setSequenceStatusAction } = await import("@/lib/newsletter/sequence-actions");
const { saveCreatorStepAction, setCreatorSequenceStatusAction } =
  await import("@/lib/biolinks/newsletter/sequence-actions");

const settings = env();
const defaultSmtp = settings.SMTP_URL;
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** A time just after the confirmations made so far: PostgreSQL keeps microseconds, Date.now() milliseconds. */
const confirmedBy = () => Date.now() + 1;
const at = (start: number, days: number, hours = 0) => new Date(start + days * DAY + hours * HOUR);

/** The site's (or a page's) sequence: a welcome right away, tips two days later, an offer a week after. */
async function threeSteps(pageId: string | null = null) {
  const ids: string[] = [];
  for (const [subject, delayDays] of [
    ["Welcome aboard", 0],
    ["Three tips", 2],
    ["An offer", 7],
  ] as const) {
    const saved = await saveStep({ subject, html: `<p>${subject}.</p>`, delayDays }, pageId);
    if (!saved.ok) throw new Error(saved.reason);
    ids.push(saved.id);
  }
  expect(await setSequenceStatus("on", pageId)).toBe(true);
  return ids;
}

/** The subjects mailed to `email`, in order. */
async function mailsTo(email: string) {
  const rows = await db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(asc(emailOutbox.createdAt));
  return rows.map((row) => row.subject);
}

async function memberOf(email: string) {
  const [row] = await db
    .select({ doneAt: newsletterSequenceMembers.doneAt })
    .from(newsletterSequenceMembers)
    .where(eq(newsletterSequenceMembers.email, email));
  return row;
}

beforeEach(truncateAll);
afterAll(stopSendQueue);

describe("the site's welcome sequence", () => {
  it("starts with the confirmation and walks a reader through three e-mails at their delays, each once", async () => {
    await subscribeConfirmed("before@example.com"); // subscribed before it was on: not in it
    await threeSteps();
    await subscribeConfirmed("ana@example.com");
    const start = confirmedBy();

    await runSends(at(start, 0));
    expect(await mailsTo("ana@example.com")).toEqual(["Welcome aboard"]);
    await runSends(at(start, 1));
    expect(await mailsTo("ana@example.com")).toEqual(["Welcome aboard"]);
    await runSends(at(start, 2, 1));
    expect(await mailsTo("ana@example.com")).toEqual(["Welcome aboard", "Three tips"]);
    // The offer's week counts from the tips, not from the confirmation.
    await runSends(at(start, 7, 2));
    expect(await mailsTo("ana@example.com")).toEqual(["Welcome aboard", "Three tips"]);
    await runSends(at(start, 9, 2));
    await runSends(at(start, 60));
    expect(await mailsTo("ana@example.com")).toEqual(["Welcome aboard", "Three tips", "An offer"]);
    expect((await memberOf("ana@example.com"))?.doneAt).toBeInstanceOf(Date);
    expect(await mailsTo("before@example.com")).toEqual([]);

    const sequence = await getSequence(null);
    expect(sequence.steps.map((s) => [s.subject, s.sent, s.waiting])).toEqual([
      ["Welcome aboard", 1, 0],
      ["Three tips", 1, 0],
      ["An offer", 1, 0],
    ]);
    expect(sequence.members).toBe(0);
  });

  it("a reader who unsubscribes mid-way leaves it at once, even with their next e-mail already in line", async () => {
    const [welcome] = await threeSteps();
    await subscribeConfirmed("ana@example.com");
    await subscribeConfirmed("bo@example.com");
    const start = confirmedBy();
    await runSends(at(start, 0));
    // Bo leaves through the welcome's own link: that e-mail's unsubscribed figure.
    expect(await leaveList("bo@example.com", undefined, welcome)).toBe(true);
    // Ana's tips come due and are put in line (the run's first step); she unsubscribes before they go.
    expect(await queueSequenceMails(at(start, 2, 1))).toBe(1);
    expect(await unsubscribe("ana@example.com")).toBe(true);
    await runSends(at(start, 2, 2));
    await runSends(at(start, 60));

    expect(await mailsTo("ana@example.com")).toEqual(["Welcome aboard"]);
    expect(await mailsTo("bo@example.com")).toEqual(["Welcome aboard"]);
    expect((await memberOf("ana@example.com"))?.doneAt).toBeInstanceOf(Date);
    expect((await memberOf("bo@example.com"))?.doneAt).toBeInstanceOf(Date);
    const [first, second] = (await getSequence(null)).steps;
    expect(first).toMatchObject({ sent: 2, unsubscribed: 1 });
    expect(second).toMatchObject({ sent: 0, waiting: 0 });
  });

  it("a reader whose address the mail server refuses for good leaves it after that mail", async () => {
    await threeSteps();
    await subscribeConfirmed("gone@example.com");
    const start = confirmedBy();
    // Postfix's smtp-sink answering every recipient with its own 500 5.3.0.
    const sink = await startSmtpSink({ refuse: "hard" });
    try {
      Object.assign(settings, { SMTP_URL: sink.url });
      await runSends(at(start, 0));
      await runSends(at(start, 30));
    } finally {
      Object.assign(settings, { SMTP_URL: defaultSmtp });
      await sink.close();
    }
    expect((await memberOf("gone@example.com"))?.doneAt).toBeInstanceOf(Date);
    const [welcome, tips] = (await getSequence(null)).steps;
    expect(welcome).toMatchObject({ sent: 0, bounced: 1 });
    expect(tips).toMatchObject({ sent: 0, bounced: 0, waiting: 0 });
    // Nothing more was even queued for the address: the welcome's delivery is its only one.
    const deliveries = await db
      .select({ status: newsletterDeliveries.status })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.email, "gone@example.com"));
    expect(deliveries).toEqual([{ status: "bounced" }]);
  });

  it("an edit reaches the e-mails not sent yet, and a new order decides what comes next", async () => {
    const [, tips, offer] = await threeSteps();
    await subscribeConfirmed("ana@example.com");
    const start = confirmedBy();
    await runSends(at(start, 0));
    await saveStep({ id: tips, subject: "Four tips", html: "<p>One more.</p>", delayDays: 2 }, null);
    expect(await moveStep(offer!, "up", null)).toBe(true);
    // The offer is second now: a week after the welcome.
    await runSends(at(start, 3));
    expect(await mailsTo("ana@example.com")).toEqual(["Welcome aboard"]);
    await runSends(at(start, 7, 1));
    await runSends(at(start, 9, 2));
    expect(await mailsTo("ana@example.com")).toEqual(["Welcome aboard", "An offer", "Four tips"]);
  });

  it("paused, it mails nothing and new readers still join; resumed, it mails what came due; off, everyone leaves", async () => {
    await threeSteps();
    expect(await setSequenceStatus("paused", null)).toBe(true);
    await subscribeConfirmed("ana@example.com");
    const start = confirmedBy();
    await runSends(at(start, 3));
    expect(await mailsTo("ana@example.com")).toEqual([]);
    expect(await setSequenceStatus("on", null)).toBe(true);
    await runSends(at(start, 3, 1));
    // The tips wait their two days after the welcome, not after the confirmation: no burst on resume.
    expect(await mailsTo("ana@example.com")).toEqual(["Welcome aboard"]);

    expect(await queueSequenceMails(at(start, 5, 2))).toBe(1); // the tips are in line
    expect(await setSequenceStatus("off", null)).toBe(true);
    await subscribeConfirmed("bo@example.com"); // confirms while it is off: not in it
    await runSends(at(start, 60));
    expect(await mailsTo("ana@example.com")).toEqual(["Welcome aboard"]);
    expect(await mailsTo("bo@example.com")).toEqual([]);
    const skipped = await db
      .select({ error: newsletterDeliveries.error })
      .from(newsletterDeliveries)
      .where(
        and(eq(newsletterDeliveries.email, "ana@example.com"), eq(newsletterDeliveries.status, "skipped")),
      );
    expect(skipped).toEqual([{ error: TURNED_OFF }]);
  });

  it("holds six e-mails at most", async () => {
    for (let i = 1; i <= 6; i++) {
      expect(
        await saveStep({ subject: `E-mail ${i}`, html: "<p>Hi.</p>", delayDays: 1 }, null),
      ).toMatchObject({
        ok: true,
      });
    }
    expect(await saveStep({ subject: "E-mail 7", html: "<p>Hi.</p>", delayDays: 1 }, null)).toEqual({
      ok: false,
      reason: "full",
    });
  });
});

describe("a creator's welcome sequence", () => {
  it("starts when a reader confirms through the page's link, from the creator's page, and not the site's", async () => {
    const bo = await userWithPage("bo@creator.example", "bo-page");
    await threeSteps(bo.pageId);
    const siteWelcome = await saveStep(
      { subject: "The site's welcome", html: "<p>Hi.</p>", delayDays: 0 },
      null,
    );
    expect(siteWelcome.ok).toBe(true);
    expect(await setSequenceStatus("on", null)).toBe(true);
    const token = await addPendingSubscriber(bo.pageId, "fan@example.com");
    expect(await confirmSubscriber("bo-page", token!)).toBe(true);
    await runSends();
    const mails = await db
      .select({ subject: emailOutbox.subject, template: emailOutbox.template })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "fan@example.com"));
    expect(mails).toEqual([{ subject: "Welcome aboard", template: "creator-issue" }]);
    expect((await getSequence(bo.pageId)).steps[0]).toMatchObject({ sent: 1 });
    expect((await getSequence(null)).steps[0]).toMatchObject({ sent: 0 });
  });
});

describe("the sequence's forms", () => {
  const step = { subject: "Welcome", html: "<p>Hello.</p>", delayDays: "0" };

  it("save a step and open it as the e-mail, with its delay", async () => {
    await ensureAdminAccount();
    request.cookie = await adminCookie();
    const target = await redirectTarget(() => saveStepAction(null, formData({ ...step, delayDays: "3" })));
    const [saved] = (await getSequence(null)).steps;
    expect(saved).toMatchObject({ subject: "Welcome", delayDays: 3, html: "<p>Hello.</p>" });
    expect(target).toBe(`/admin/newsletter/sequence/${saved!.id}?saved=1`);
  });

  it("refuse a step with no subject or body, a delay out of range, a seventh e-mail, and turning on nothing", async () => {
    await ensureAdminAccount();
    request.cookie = await adminCookie();
    expect(await saveStepAction(null, formData({ ...step, subject: " " }))).toMatchObject({
      ok: false,
      message: "The subject is required",
    });
    expect(await saveStepAction(null, formData({ ...step, html: "<p> </p><p></p>" }))).toMatchObject({
      ok: false,
      message: EMPTY_BODY,
    });
    for (const delayDays of ["-1", "366", "1.5", "soon"]) {
      expect(await saveStepAction(null, formData({ ...step, delayDays }))).toMatchObject({
        ok: false,
        message: DELAY_RANGE,
        fieldErrors: { delayDays: [DELAY_RANGE] },
      });
    }
    expect(await setSequenceStatusAction(null, formData({ status: "on" }))).toEqual({
      ok: false,
      message: NOTHING_TO_TURN_ON,
    });
    for (let i = 0; i < 6; i++) await saveStep({ ...step, delayDays: 1 }, null);
    expect(await saveStepAction(null, formData(step))).toEqual({ ok: false, message: TOO_MANY_STEPS });
    expect((await getSequence(null)).steps).toHaveLength(6);
  });

  it("are the admin's and the page owner's only", async () => {
    const bo = await userWithPage("bo@creator.example", "bo-page");
    const cy = await userWithPage("cy@creator.example", "cy-page");
    request.cookie = "";
    expect(await saveStepAction(null, formData(step))).toEqual({ ok: false, message: NOT_ALLOWED });
    request.cookie = cy.cookie;
    expect(await saveStepAction(null, formData(step))).toEqual({ ok: false, message: NOT_ALLOWED });
    expect(await saveCreatorStepAction(null, formData({ ...step, slug: "bo-page" }))).toEqual({
      ok: false,
      message: "That page or e-mail was not found.",
    });
    expect(
      await setCreatorSequenceStatusAction(null, formData({ slug: "bo-page", status: "off" })),
    ).toMatchObject({
      ok: false,
    });
    expect((await getSequence(bo.pageId)).steps).toEqual([]);
  });
});
