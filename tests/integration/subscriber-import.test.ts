import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as confirmRoute } from "@/app/l/[slug]/subscribe/confirm/route";
import { sendImportConfirmations } from "@/lib/biolinks/import/confirm-mails";
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "@/lib/biolinks/import/csv";
import { CONSENT_REQUIRED } from "@/lib/biolinks/import/validation";
import { sendRefusal } from "@/lib/biolinks/newsletter/limits";
import { suspendSender } from "@/lib/biolinks/newsletter/oversight";
import { addPendingSubscriber } from "@/lib/biolinks/subscribers";
import { db } from "@/lib/db";
import { bioSubscribers, emailOutbox } from "@/lib/db/schema";
import { isSuppressed, suppress } from "@/lib/email/suppression";
import { env } from "@/lib/env";
import { stopSendQueue } from "@/lib/newsletter/send-queue";
import { truncateAll } from "../support/database";
import { userWithPage } from "../support/domains";
import { visitor } from "../support/next-request";
import { startFakeSmtp, type FakeSmtp } from "../support/smtp-server";

// "Import an existing list" below the browser: the action with a real session and database, the job that
// mails the confirmations, and the link in them. Only Next's request context is stood in for.
vi.mock("next/headers", async () => (await import("../support/next-request")).nextHeaders);
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));
const { importSubscribersAction } = await import("@/lib/biolinks/import/actions");

const settings = env();
const CHANGED = ["SMTP_URL", "CREATOR_RECIPIENTS_PER_DAY", "CREATOR_FIRST_SEND_SUBSCRIBERS"] as const;
const defaults = Object.fromEntries(CHANGED.map((key) => [key, settings[key]]));
const SLUG = "ana";

function signIn(cookie: string) {
  visitor.reset();
  for (const pair of cookie.split("; ")) {
    const index = pair.indexOf("=");
    visitor.jar.set(pair.slice(0, index), pair.slice(index + 1));
  }
}

interface Upload {
  slug?: string;
  name?: string;
  type?: string;
  consent?: boolean;
  confirmation?: "send" | "confirmed";
}

function upload(content: string | Uint8Array<ArrayBuffer>, options: Upload = {}) {
  const {
    slug = SLUG,
    name = "list.csv",
    type = "text/csv",
    consent = true,
    confirmation = "send",
  } = options;
  const form = new FormData();
  form.set("slug", slug);
  form.set("file", new File([content], name, { type }));
  if (consent) form.set("consent", "on");
  form.set("confirmation", confirmation);
  return importSubscribersAction(null, form);
}

const list = (pageId: string) =>
  db
    .select({
      email: bioSubscribers.email,
      status: bioSubscribers.status,
      tokenHash: bioSubscribers.tokenHash,
      importedAt: bioSubscribers.importedAt,
    })
    .from(bioSubscribers)
    .where(eq(bioSubscribers.pageId, pageId))
    .orderBy(bioSubscribers.email);

const confirmations = () =>
  db
    .select({ to: emailOutbox.to, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.template, "bio-signup-confirm"))
    .orderBy(emailOutbox.to);

async function confirm(token: string) {
  const request = new Request(`http://localhost/l/${SLUG}/subscribe/confirm`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }).toString(),
  });
  const response = await confirmRoute(request, { params: Promise.resolve({ slug: SLUG }) });
  return response.headers.get("location");
}

const MAILCHIMP = [
  "Email Address,First Name,Last Name,MEMBER_RATING,OPTIN_TIME",
  "ann@example.com,Ann,Lee,2,2024-01-02 10:00:00",
  '"Bob@Example.com ",Bob,"Smith, Jr.",3,2024-02-03 11:00:00',
].join("\r\n");

const KIT = [
  "first_name,email,created_at,tags",
  "Cy,cy@example.com,2024-03-01,",
  "Di,di@example.com,2024-03-02,",
].join("\n");

let ana: Awaited<ReturnType<typeof userWithPage>>;

beforeEach(async () => {
  await truncateAll();
  ana = await userWithPage("ana@example.com", SLUG);
  signIn(ana.cookie);
});
afterEach(async () => {
  await stopSendQueue();
  Object.assign(settings, defaults);
});

describe("importing a list", () => {
  it("reads a Mailchimp export by its header and adds the addresses as confirmed with no mail when the creator says they confirmed", async () => {
    const result = await upload(MAILCHIMP, { confirmation: "confirmed" });
    expect(result).toMatchObject({
      ok: true,
      message: "Import done: 2 added, 0 merged, 0 refused.",
      report: { added: 2, merged: 0, refused: 0, refusals: [], mailed: false },
    });
    const rows = await list(ana.pageId);
    expect(rows.map(({ email, status }) => ({ email, status }))).toEqual([
      { email: "ann@example.com", status: "confirmed" },
      { email: "bob@example.com", status: "confirmed" },
    ]);
    expect(rows.every((row) => row.importedAt instanceof Date)).toBe(true);
    expect((await sendImportConfirmations()).sent).toBe(0);
    expect(await confirmations()).toEqual([]);
  });

  it("reads a Kit export, mails each address exactly one confirmation from the job queue, and its link confirms it", async () => {
    const result = await upload(KIT);
    expect(result).toMatchObject({ ok: true, report: { added: 2, mailed: true } });
    // The action asked this process's queue for a run: the mails go out without anyone calling the job.
    await vi.waitFor(async () => expect(await confirmations()).toHaveLength(2), {
      timeout: 20_000,
      interval: 200,
    });
    // Another run (the next minute's) finds nothing left to mail.
    expect((await sendImportConfirmations()).sent).toBe(0);
    const mails = await confirmations();
    expect(mails.map((m) => m.to)).toEqual(["cy@example.com", "di@example.com"]);
    expect(await list(ana.pageId)).toMatchObject([{ status: "pending" }, { status: "pending" }]);

    const token = mails[0]!.text.match(/\/l\/ana\/confirm\?token=([\w-]+)/)![1]!;
    expect(await confirm(token)).toBe("/l/ana/subscribed?state=confirmed");
    expect((await list(ana.pageId)).map((r) => r.status)).toEqual(["confirmed", "pending"]);
  });

  it("finds the address column of a file without a header by its first row, and names refused rows by their line", async () => {
    const file = [
      "Ann,ann@example.com",
      "Bob,not-an-address",
      "",
      "Cy,",
      "Di,di@example.com",
      "Ed,ann@example.com",
    ].join("\n");
    const result = await upload(file, { confirmation: "confirmed" });
    expect(result).toMatchObject({
      ok: true,
      report: {
        added: 2,
        merged: 1,
        refused: 2,
        refusals: [
          { line: 2, reason: "not an e-mail address" },
          { line: 4, reason: "empty" },
        ],
      },
    });
    expect((await list(ana.pageId)).map((r) => r.email)).toEqual(["ann@example.com", "di@example.com"]);
  });

  it("counts lines as the file has them: a quoted value over two lines, semicolons, a byte-order mark", async () => {
    const file = '\uFEFFName;E-mail\r\n"Ann\r\nLee";ann@example.com\r\nBob;bob@\r\n';
    expect(await upload(file)).toMatchObject({
      ok: true,
      report: { added: 1, refusals: [{ line: 4, reason: "not an e-mail address" }] },
    });
  });

  it("merges duplicates and addresses already on the list, leaving those rows as they are", async () => {
    await db
      .insert(bioSubscribers)
      .values({ pageId: ana.pageId, email: "old@example.com", status: "confirmed" });
    const pendingToken = await addPendingSubscriber(ana.pageId, "waiting@example.com");
    const before = await list(ana.pageId);
    const file = [
      "email",
      "new@example.com",
      "NEW@example.com",
      "old@example.com",
      "waiting@example.com",
    ].join("\n");
    expect(await upload(file)).toMatchObject({ ok: true, report: { added: 1, merged: 3, refused: 0 } });
    const after = await list(ana.pageId);
    expect(after.filter((r) => r.email !== "new@example.com")).toEqual(before);
    // Only the status: the queue the import wakes may already have mailed it (and set its token).
    expect(after.find((r) => r.email === "new@example.com")).toMatchObject({ status: "pending" });
    // The visitor's own link still works.
    expect(await confirm(pendingToken!)).toBe("/l/ana/subscribed?state=confirmed");
  });

  it("refuses an address that unsubscribed from this list, and one on the site's suppression list, by line", async () => {
    await db.insert(bioSubscribers).values({
      pageId: ana.pageId,
      email: "left@example.com",
      status: "unsubscribed",
      unsubscribedAt: new Date(),
    });
    await suppress(db, "bounced@example.com", "bounce");
    const file = ["Email", "fine@example.com", "left@example.com", "bounced@example.com"].join("\n");
    expect(await upload(file, { confirmation: "confirmed" })).toMatchObject({
      ok: true,
      report: {
        added: 1,
        refused: 2,
        refusals: [
          { line: 3, reason: "unsubscribed earlier: they must sign up again themselves" },
          { line: 4, reason: "on the site's suppression list (bounced or complained)" },
        ],
      },
    });
    const rows = await list(ana.pageId);
    expect(rows.find((r) => r.email === "left@example.com")?.status).toBe("unsubscribed");
    expect(rows.map((r) => r.email)).not.toContain("bounced@example.com");
  });

  it("shows the first 100 refused rows and counts the rest", async () => {
    const file = ["email", ...Array.from({ length: 150 }, (_, i) => `bad-${i}`)].join("\n");
    const result = await upload(file);
    expect(result).toMatchObject({ ok: true, report: { added: 0, refused: 150 } });
    if (!result?.ok || !("report" in result)) throw new Error("no report");
    expect(result.report.refusals).toHaveLength(100);
    expect(result.report.refusals.at(-1)).toEqual({ line: 101, reason: "not an e-mail address" });
  });
});

describe("an import refused whole changes nothing", () => {
  const nothingWritten = async () => {
    expect(await list(ana.pageId)).toEqual([]);
    expect(await confirmations()).toEqual([]);
  };

  it("when the file is not a CSV file: binary, a workbook, or text with no address column", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    const notCsv = { ok: false, message: expect.stringContaining("This file is not a CSV file.") };
    expect(await upload(png)).toMatchObject(notCsv);
    expect(
      await upload("ann@example.com", {
        name: "list.xlsx",
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      }),
    ).toMatchObject(notCsv);
    expect(await upload("Dear diary,\nno addresses here.\nann@example.com")).toMatchObject({
      ok: false,
      message: expect.stringContaining("No column of e-mail addresses was found."),
    });
    expect(await upload('email\nann@example.com\n"bob@example.com,\ncy@example.com\n')).toMatchObject({
      ok: false,
      message: expect.stringContaining("Line 3 has a quote that is never closed"),
    });
    await nothingWritten();
  });

  it("when the file or its rows are over the caps", async () => {
    const big = `email\n${"ann@example.com\n".repeat(Math.ceil(MAX_IMPORT_BYTES / 16) + 1)}`;
    expect(await upload(big)).toMatchObject({
      ok: false,
      message: expect.stringContaining("larger than 5 MB"),
    });
    const long = [
      "email",
      ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `r${i}@example.com`),
    ].join("\n");
    expect(await upload(long)).toMatchObject({
      ok: false,
      message: "The file has more than 20,000 rows. Split your list into smaller files.",
    });
    await nothingWritten();
  });

  it("when the consent statement is not ticked", async () => {
    expect(await upload(KIT, { consent: false })).toMatchObject({ ok: false, message: CONSENT_REQUIRED });
    await nothingWritten();
  });

  it("when the page is another account's", async () => {
    const bo = await userWithPage("bo@example.com", "bo-links");
    signIn(ana.cookie);
    expect(await upload(KIT, { slug: "bo-links" })).toEqual({
      ok: false,
      message: "That page was not found.",
    });
    expect(await list(bo.pageId)).toEqual([]);
    expect(await db.$count(bioSubscribers)).toBe(0);
    visitor.reset();
    expect(await upload(KIT)).toMatchObject({ ok: false, message: expect.stringContaining("not allowed") });
    await nothingWritten();
  });

  it("when it would pass the day's recipients, imports and newsletters together, saying how many are left", async () => {
    settings.CREATOR_RECIPIENTS_PER_DAY = 3;
    expect(await upload(KIT, { confirmation: "confirmed" })).toMatchObject({
      ok: true,
      report: { added: 2 },
    });
    const three = ["email", "x@example.com", "y@example.com", "ann@example.com"].join("\n");
    expect(await upload(three)).toEqual({
      ok: false,
      message:
        "This import would add 3 addresses, but your account can reach 1 more address today (3 addresses in 24 hours, newsletters and imports together). Nothing was imported: import fewer addresses or try again tomorrow.",
      values: { confirmation: "send" },
    });
    expect(await db.$count(bioSubscribers)).toBe(2);
    // Addresses already on the list are merged, not counted: this one adds one.
    expect(await upload(["email", "cy@example.com", "x@example.com"].join("\n"))).toMatchObject({ ok: true });
    // A newsletter to the two confirmed readers would now take the account past its day's three.
    settings.CREATOR_FIRST_SEND_SUBSCRIBERS = 0;
    expect(await sendRefusal(ana.id, ana.pageId, randomUUID(), 2, new Date())).toContain(
      "would take you to 5 addresses",
    );
  });

  it("when sending is suspended for the account", async () => {
    await suspendSender(ana.id);
    expect(await upload(KIT)).toMatchObject({ ok: false, message: expect.stringContaining("suspended") });
    await nothingWritten();
  });

  it("past ten imports an hour", async () => {
    for (let i = 0; i < 10; i++) {
      expect(await upload(`email\nr${i}@example.com`, { confirmation: "confirmed" })).toMatchObject({
        ok: true,
      });
    }
    expect(await upload("email\nlast@example.com")).toMatchObject({
      ok: false,
      message: expect.stringContaining("You can import 10 files an hour."),
    });
    expect(await db.$count(bioSubscribers)).toBe(10);
  });
});

describe("confirmation mails through SMTP", () => {
  let smtp: FakeSmtp;
  beforeAll(async () => (smtp = await startFakeSmtp()));
  afterAll(() => smtp.close());
  beforeEach(() => {
    smtp.received.length = 0;
    Object.assign(settings, { SMTP_URL: smtp.url });
  });

  it("wait while the mail server is away and go out once it is back, once each", async () => {
    await smtp.stop();
    try {
      // Not through the action: its queue run would race the runs below.
      await db.insert(bioSubscribers).values(
        ["cy@example.com", "di@example.com"].map((email) => ({
          pageId: ana.pageId,
          email,
          importedAt: new Date(),
        })),
      );
      expect(await sendImportConfirmations()).toMatchObject({ sent: 0, paused: true });
      expect((await list(ana.pageId)).map((r) => r.tokenHash)).toEqual([null, null]);
    } finally {
      await smtp.start();
    }
    expect(await sendImportConfirmations()).toMatchObject({ sent: 2, paused: false });
    expect(await sendImportConfirmations()).toMatchObject({ sent: 0 });
    expect(smtp.received.map((m) => m.to).sort()).toEqual(["cy@example.com", "di@example.com"]);
  });

  it("suppress an address the mail server refuses for good, and try a deferred one again later", async () => {
    await db.insert(bioSubscribers).values(
      ["refuse@example.com", "defer@example.com"].map((email) => ({
        pageId: ana.pageId,
        email,
        importedAt: new Date(),
      })),
    );
    expect(await sendImportConfirmations()).toMatchObject({ sent: 0, waiting: 1 });
    const rows = await db
      .select({ email: bioSubscribers.email, tokenHash: bioSubscribers.tokenHash })
      .from(bioSubscribers)
      .where(and(eq(bioSubscribers.pageId, ana.pageId), eq(bioSubscribers.email, "defer@example.com")));
    expect(rows[0]?.tokenHash).toBeNull();
    expect(await isSuppressed(db, "refuse@example.com")).toBe(true);
    expect(await isSuppressed(db, "defer@example.com")).toBe(false);
  });
});
