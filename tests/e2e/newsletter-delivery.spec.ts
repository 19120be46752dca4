import AxeBuilder from "@axe-core/playwright";
import Parser from "rss-parser";
import type { Browser, Page } from "@playwright/test";
import { header, startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { expect, test } from "./fixtures";
import { signInAsAdmin, uniqueEmail } from "./helpers/auth";
import { createPublicBioPage } from "./helpers/biolinks";
import { uniqueTitle } from "./helpers/blog";
import { E2E_ADMIN_PASSWORD, E2E_PORT } from "./helpers/constants";
import { startExtraServer, type ExtraServer } from "./helpers/extra-server";
import { mailFromSink, textLinks } from "./helpers/mail-sink";
import { subscribeToNewsletter } from "./helpers/newsletter";

// Newsletters as their readers get them: a server of the suite's build of its own, whose mail goes to an
// SMTP server this spec starts (Postfix's smtp-sink), each message read back whole from there. Its tests
// share that server, so they run in order in one worker.

const PORT = E2E_PORT + 80;
const SITE_CONFIRMATION = "Confirm your Creatorkit newsletter subscription";
const BASE = `http://localhost:${PORT}`;
test.use({ baseURL: BASE });
test.describe.configure({ mode: "default" });

let sink: SmtpSink;
let site: ExtraServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000); // a production server starting from the build, on a busy machine
  sink = await startSmtpSink({ keep: true });
  site = await startExtraServer({
    server: "npm start",
    port: PORT,
    env: {
      SMTP_URL: sink.url,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      SIGN_UPS_PER_HOUR: "500",
      // A creator's first newsletter waits for a week-old account or ten confirmed readers: this one has two.
      CREATOR_FIRST_SEND_SUBSCRIBERS: "1",
    },
  });
});

test.afterAll(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && site) console.log(site.output().slice(-4000));
  await site?.stop();
  await sink?.close();
});

/** The first link of the mail to `to` with `subject`, as a path on this server. */
async function linkIn(to: string, subject: string): Promise<string> {
  const url = new URL(textLinks(await mailFromSink(sink, to, subject))[0]!);
  expect(url.origin).toBe(BASE);
  return url.pathname + url.search;
}

/** Writes an e-mail, sends it now after the dialog's count, and waits until the screen says it is out. */
async function writeAndSend(page: Page, slug: string, subject: string, body: string, count: string) {
  await page.goto(`/dashboard/newsletter/${slug}`);
  await page.getByRole("link", { name: "New e-mail" }).click();
  await page.getByLabel("Subject").fill(subject);
  await page.getByRole("textbox", { name: "Content" }).fill(body);
  await page.getByRole("button", { name: "Save and preview" }).click();
  await expect(page.getByRole("heading", { name: subject, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Send now" }).click();
  await page
    .getByRole("dialog", { name: `Send to ${count}?` })
    .getByRole("button", { name: "Send", exact: true })
    .click();
}

async function asAdmin(browser: Browser, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto(path);
  return { page, close: () => context.close() };
}

test("a creator writes to the page's confirmed subscribers, who can leave that list or report the mail", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const slug = await createPublicBioPage(page, browser, "https://example.com/shop", (email) =>
    linkIn(email, "Confirm your Creatorkit e-mail address").then((path) => BASE + path),
  );
  await page.getByRole("button", { name: "Add e-mail sign-up" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  // A welcome for the page's readers, from the creator's dashboard, before anyone signs up.
  const welcome = `Thanks for joining ${Date.now()}`;
  await page.goto(`/dashboard/newsletter/${slug}`);
  await page.getByRole("link", { name: "Welcome sequence" }).click();
  await page.getByRole("link", { name: "Write the welcome e-mail" }).click();
  await page.getByLabel("Subject").fill(welcome);
  await page.getByRole("textbox", { name: "Content" }).fill("Here is your discount code.");
  await page.getByRole("button", { name: "Save and preview" }).click();
  await expect(page.getByRole("region", { name: "E-mail preview" })).toContainText("Report abuse");
  await page.getByRole("link", { name: "← Welcome sequence" }).click();
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("region", { name: "Sequence status" })).toContainText(
    "Everyone who confirms their subscription gets these e-mails",
  );

  // Two readers confirm, a third never does; one of the two is on the site's own newsletter as well.
  const [reader, leaver, waiting] = ["reader", "leaver", "waiting"].map(uniqueEmail);
  const visitor = await browser.newContext({ baseURL: BASE, javaScriptEnabled: false });
  const tab = await visitor.newPage();
  for (const email of [reader!, leaver!, waiting!]) {
    await tab.goto(`/l/${slug}`);
    await tab.getByLabel("Your e-mail address").fill(email);
    await tab.getByRole("button", { name: "Subscribe" }).click();
    await expect(tab.getByText("Almost there! Check your inbox")).toBeVisible();
  }
  for (const email of [reader!, leaver!]) {
    await tab.goto(await linkIn(email, "Confirm your subscription"));
    await tab.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(tab.getByText("You are subscribed. Thank you!")).toBeVisible();
  }
  await subscribeToNewsletter(tab, leaver!, () => linkIn(leaver!, SITE_CONFIRMATION));
  // Each confirmed reader is welcomed from the page, by itself.
  for (const email of [reader!, leaver!]) {
    const greeting = await mailFromSink(sink, email, welcome);
    expect(greeting.from).toEqual({
      name: "Bo Example via Creatorkit",
      address: "no-reply@creatorkit.local",
    });
    expect(greeting.text).toContain("Here is your discount code.");
  }

  // The first e-mail, with a test to the creator's own address first.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Newsletter" }).click();
  await expect(page.getByRole("heading", { name: `Newsletter of /l/${slug}` })).toBeVisible();
  await expect(page.getByText("Your e-mails go to the 2 confirmed subscribers of this page.")).toBeVisible();
  await page.getByRole("link", { name: "New e-mail" }).click();
  const first = `News from the shop ${Date.now()}`;
  await page.getByLabel("Subject").fill(first);
  await page.getByRole("textbox", { name: "Content" }).fill("The spring collection is in.");
  await page.getByRole("button", { name: "Save and preview" }).click();
  await expect(page.getByRole("heading", { name: first, level: 1 })).toBeVisible();
  const preview = page.getByRole("region", { name: "E-mail preview" });
  await expect(preview.getByText("The spring collection is in.", { exact: true })).toBeVisible();
  await expect(preview.getByRole("link", { name: "Report abuse" })).toBeVisible();
  await expect(preview).toContainText(`You get this because you signed up on ${BASE}/l/${slug}`);
  const testButton = page.getByRole("button", { name: /^Send a test to / });
  const creator = (await testButton.innerText()).replace(/^Send a test to /, "");
  await testButton.click();
  await expect(page.getByText(/^✅ Test sent to /)).toBeVisible();
  expect((await mailFromSink(sink, creator, `[Test] ${first}`)).text).toContain(
    "The spring collection is in.",
  );
  await page.getByRole("button", { name: "Send now" }).click();
  await page
    .getByRole("dialog", { name: "Send to 2 subscribers?" })
    .getByRole("button", { name: "Send", exact: true })
    .click();
  await expect(page.getByText("2 sent · 0 bounced · 0 failed · 0 left")).toBeVisible({ timeout: 30_000 });

  // Published on the web under the page (the form's default): listed, readable without JavaScript, with
  // its JSON-LD and the page's own sign-up form; taken off the web, it is gone at once.
  await page.reload();
  const onTheWeb = page.getByRole("region", { name: "On the web" });
  await expect(onTheWeb).toContainText(`/l/${slug}/newsletter/`);
  const archive = await browser.newContext({ baseURL: BASE, javaScriptEnabled: false });
  const reading = await archive.newPage();
  await reading.goto(`/l/${slug}/newsletter`);
  await expect(
    reading.getByRole("heading", { name: "The newsletter of Bo Example", level: 1 }),
  ).toBeVisible();
  await reading.getByRole("link", { name: first }).click();
  await expect(reading.getByRole("heading", { name: first, level: 1 })).toBeVisible();
  await expect(reading.getByText("The spring collection is in.")).toBeVisible();
  await expect(reading.getByLabel("Your e-mail address")).toBeVisible();
  const jsonLd = JSON.parse(
    (await reading.locator('script[type="application/ld+json"]').textContent()) ?? "",
  );
  expect(jsonLd).toMatchObject({
    "@type": "BlogPosting",
    headline: first,
    isPartOf: { "@type": "CreativeWorkSeries", url: `${BASE}/l/${slug}/newsletter` },
  });
  // axe runs as a script: a context with JavaScript.
  const auditing = await browser.newContext({ baseURL: BASE });
  const audit = await auditing.newPage();
  await audit.goto(new URL(reading.url()).pathname);
  expect((await new AxeBuilder({ page: audit }).analyze()).violations).toEqual([]);
  await auditing.close();
  const feed = await new Parser().parseString(
    await (await reading.request.get(`/l/${slug}/newsletter/rss.xml`)).text(),
  );
  expect(feed.items.map((item) => item.title)).toEqual([first]);
  const issueAddress = new URL(reading.url()).pathname;
  await onTheWeb.getByRole("button", { name: "Take off the web" }).click();
  await expect(onTheWeb).toContainText("Not in the web archive");
  expect((await reading.goto(issueAddress))?.status()).toBe(404);
  await archive.close();

  // The mail as the SMTP server got it: from the page via the site, replies to the creator, both parts,
  // the footer, and RFC 8058's one-click unsubscribe for this page's list.
  const mail = await mailFromSink(sink, reader!, first);
  expect(mail.from).toEqual({ name: "Bo Example via Creatorkit", address: "no-reply@creatorkit.local" });
  expect(mail.replyTo).toMatchObject([{ address: creator }]);
  expect(mail.text).toContain("The spring collection is in.");
  expect(mail.text).toContain(`You get this because you signed up on ${BASE}/l/${slug}`);
  expect(mail.text).toMatch(/Report abuse: http/);
  expect(mail.html).toContain("The spring collection is in.");
  expect(mail.html).toContain(">Report abuse</a>");
  expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  expect(sink.messages().filter((m) => m.to === waiting)).toHaveLength(1); // its confirmation only

  // One click by the leaver's mail program: off this page's list, still on the site's newsletter.
  const leaverMail = await mailFromSink(sink, leaver!, first);
  const oneClick = header(leaverMail, "List-Unsubscribe")!.match(/<(http[^>]+)>/)![1]!;
  const left = await tab.request.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
  expect(left.status()).toBe(200);
  await page.goto(`/dashboard/subscribers/${slug}`);
  await expect(page.getByRole("row").filter({ hasText: leaver! })).toContainText("Unsubscribed");
  await expect(page.getByRole("row").filter({ hasText: waiting! })).toContainText("Unconfirmed");
  const subscribers = await asAdmin(browser, `/admin/subscribers?q=${encodeURIComponent(leaver!)}`);
  await expect(subscribers.page.getByRole("row").filter({ hasText: leaver! })).toContainText("Active");
  await subscribers.close();

  // The second e-mail reaches the one confirmed reader left, who reports it.
  const second = `Summer sale ${Date.now()}`;
  await writeAndSend(page, slug, second, "Everything half price.", "1 subscriber");
  await expect(page.getByText("1 sent · 0 bounced · 0 failed · 0 left")).toBeVisible({ timeout: 30_000 });
  const report = new URL((await mailFromSink(sink, reader!, second)).text!.match(/Report abuse: (\S+)/)![1]!);
  expect(sink.messages().filter((m) => m.to === leaver && m.data.includes(second))).toEqual([]);
  await tab.goto(report.pathname + report.search);
  await tab.getByRole("button", { name: "Report this e-mail" }).click();
  await expect(tab.getByText("Thank you: the report reached us.")).toBeVisible();
  await visitor.close();

  await page.goto(`/dashboard/newsletter/${slug}`);
  const row = page.getByRole("row").filter({ hasText: second });
  await expect(row.getByRole("cell").nth(1)).toHaveText("Sent");
  await expect(row.getByRole("cell").last()).toHaveText("1"); // the complaint

  const admin = await asAdmin(browser, "/admin/inbox");
  await expect(admin.page.getByText(`Abuse report: "${second}" from the page /l/${slug}`)).toBeVisible();
  // The admin sees the send with its complaint, and holds the account's sending.
  await admin.page.goto("/admin/newsletter");
  await admin.page.getByRole("link", { name: "Creators' sends" }).click();
  const send = admin.page.getByRole("row").filter({ hasText: second });
  await expect(send).toContainText(`/l/${slug}`);
  await expect(send.getByRole("cell").nth(9)).toHaveText("1"); // Complaints
  // The first send counts the reader who left through its mail.
  const firstSend = admin.page.getByRole("row").filter({ hasText: first });
  await expect(firstSend.getByRole("cell").nth(8)).toHaveText("1"); // Unsubscribed
  await send.getByRole("button", { name: "Suspend sending" }).click();
  await expect(send.getByText("Suspended", { exact: true })).toBeVisible();
  await admin.close();
  await page.reload();
  await page.getByRole("link", { name: second }).click();
  await expect(page.getByText(/^Sending is suspended for your account/)).toBeVisible();

  // Signed out, the screen asks for a sign-in first (another account's session: creator-newsletter.test.ts).
  const stranger = await browser.newContext({ baseURL: BASE });
  const other = await stranger.newPage();
  await other.goto(`/dashboard/newsletter/${slug}`);
  expect(new URL(other.url()).pathname).toBe("/login");
  await stranger.close();
});

test("a scheduled post asked to be e-mailed reaches the newsletter's subscribers once it publishes", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const reader = uniqueEmail("post-reader");
  const visitor = await browser.newContext({ baseURL: BASE });
  await subscribeToNewsletter(await visitor.newPage(), reader, () => linkIn(reader, SITE_CONFIRMATION));
  await visitor.close();

  // The admin writes a post for the next minute and ticks the box, which names the list's size.
  await signInAsAdmin(page);
  await page.goto("/admin/posts/new");
  const title = uniqueTitle("Mailed on publish");
  await page.getByLabel("Title *").fill(title);
  await page.getByLabel("Excerpt").fill("Straight to your inbox.");
  await page.getByRole("textbox", { name: "Content *" }).click();
  await page.keyboard.type("The post's own words.");
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Scheduled" });
  const soon = await page.evaluate(() => {
    const at = new Date(Date.now() + 60_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await page.getByLabel("Publish at").fill(soon);
  const box = page.getByRole("checkbox", { name: /E-mail this post to subscribers when it is published/ });
  await expect(
    page.getByText(/^Goes once to the newsletter's subscribers \([\d,]+ subscribers? today\)/),
  ).toBeVisible();
  await box.check();
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);

  // When its minute comes, the send queue makes the issue and mails it: once.
  const mail = await mailFromSink(sink, reader, title, 180_000);
  expect(mail.text).toContain("Straight to your inbox.");
  expect(mail.text).toMatch(/Read the full post/);
  await page.goto("/admin/posts");
  await page.getByRole("article", { name: title }).getByRole("link", { name: "Edit" }).click();
  await expect(page.getByText("E-mailed to subscribers when it was published.")).toBeVisible();
  await page.getByRole("link", { name: "See the issue" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ sent · 0 bounced · 0 failed · 0 left$/)).toBeVisible({ timeout: 30_000 });
  const copies = sink.messages().filter((m) => m.to === reader && m.data.includes(title));
  expect(copies).toHaveLength(1);
});

test("a welcome sequence the admin writes greets each reader who confirms, by itself", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const welcome = `Welcome aboard ${stamp}`;
  const tips = `Three tips ${stamp}`;
  await signInAsAdmin(page);
  await page.goto("/admin/newsletter");
  await page.getByRole("link", { name: "Welcome sequence" }).click();
  await expect(page.getByRole("heading", { name: "Welcome sequence", level: 1 })).toBeVisible();
  await expect(page.getByText("No e-mails yet")).toBeVisible();

  // Two e-mails, each written with the issue editor and shown as the e-mail once saved.
  const write = async (link: string, subject: string, body: string, days: string) => {
    await page.getByRole("link", { name: link }).click();
    await page.getByLabel("Subject").fill(subject);
    await page.getByRole("textbox", { name: "Content" }).fill(body);
    await page.getByLabel(/^Days after/).fill(days);
    await page.getByRole("button", { name: "Save and preview" }).click();
    await expect(page.getByText(/^✅ Saved\./)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "E-mail preview" }).getByText(body, { exact: true }),
    ).toBeVisible();
    await page.getByRole("link", { name: "← Welcome sequence" }).click();
  };
  await write("Write the welcome e-mail", tips, "Tips for your first week.", "0");
  await write("Add an e-mail", welcome, "Glad you are here.", "2");
  const steps = page.getByRole("list", { name: "E-mails of the sequence" }).getByRole("listitem");
  await expect(steps.first()).toContainText(tips);
  // Written in the wrong order: the welcome moves up, and its delay is now the first one's.
  await steps.nth(1).getByRole("button", { name: "Move up" }).click();
  await expect(steps.first()).toContainText(welcome);
  await expect(steps.first()).toContainText("1. 2 days after the reader confirms");
  await steps.first().getByRole("link", { name: welcome }).click();
  await page.getByLabel(/^Days after/).fill("0");
  await page.getByRole("button", { name: "Save and preview" }).click();
  await expect(page.getByText(/^✅ Saved\./)).toBeVisible();
  await page.getByRole("link", { name: "← Welcome sequence" }).click();
  await expect(steps.first()).toContainText("1. Right after the reader confirms");
  await expect(steps.nth(1)).toContainText("2. Right after the e-mail before it");
  // The status line says what changed (the buttons it had are replaced by the new state's).
  const status = page.getByRole("region", { name: "Sequence status" });
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(status).toContainText("Everyone who confirms their subscription gets these e-mails");

  // A reader confirms: the welcome, then the tips, reach them with no other click.
  const reader = uniqueEmail("welcomed");
  const visitor = await browser.newContext({ baseURL: BASE });
  await subscribeToNewsletter(await visitor.newPage(), reader, () => linkIn(reader, SITE_CONFIRMATION));
  await visitor.close();
  const mail = await mailFromSink(sink, reader, welcome);
  expect(mail.text).toContain("Glad you are here.");
  expect(header(mail, "List-Unsubscribe")).toMatch(
    /^<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?/,
  );
  expect((await mailFromSink(sink, reader, tips)).text).toContain("Tips for your first week.");

  // Each e-mail's figures; the reader has had them all.
  await expect(async () => {
    await page.reload();
    await expect(steps.first()).toContainText(
      "1 sent · 0 bounced · 0 failed · 0 unsubscribed after it · 0 waiting",
    );
    await expect(steps.nth(1)).toContainText("1 sent ·");
  }).toPass({ timeout: 30_000 });
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(status).toContainText("Nothing goes out.");
  await page.getByRole("button", { name: "Turn off" }).click();
  await expect(status).toContainText("Nobody gets these e-mails.");
  expect(sink.messages().filter((m) => m.to === reader && m.data.includes(welcome))).toHaveLength(1);
});
