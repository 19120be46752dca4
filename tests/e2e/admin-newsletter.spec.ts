import AxeBuilder from "@axe-core/playwright";
import Parser from "rss-parser";
import { expect, test, type Browser, type Locator, type Page } from "./fixtures";
import { signInAsAdmin, uniqueEmail } from "./helpers/auth";
import { subscribeToNewsletter } from "./helpers/newsletter";
import { linkFromOutbox } from "./helpers/outbox";

/** Subscribes `email` in the footer and confirms through the admin's outbox, as a reader does. */
const subscribe = (page: Page, browser: Browser, email: string) =>
  subscribeToNewsletter(page, email, () =>
    linkFromOutbox(browser, email, "Confirm your Creatorkit newsletter subscription"),
  );

/**
 * Confirms a send in the dialog titled `name` (it names the active subscribers) and returns that number.
 * A spec beside this one may subscribe someone meanwhile: the action then refuses, the page is read again
 * and the dialog names the new number, which is confirmed in turn.
 */
async function confirmSend(page: Page, name: RegExp, button: string, done: Locator): Promise<number> {
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  const title = await dialog.getByRole("heading").innerText();
  const refused = dialog.getByText(/^❌ The list has changed/);
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await expect(done.or(refused).first()).toBeVisible({ timeout: 15_000 });
  if (await refused.isVisible()) {
    await expect(dialog.getByRole("heading")).not.toHaveText(title);
    await dialog.getByRole("button", { name: button, exact: true }).click();
    await expect(done).toBeVisible();
  }
  return Number(title.replace(/\D/g, ""));
}

test("an issue is written, previewed, tested, and sent once to every subscriber", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const readers = [uniqueEmail("issue-a"), uniqueEmail("issue-b")];
  for (const email of readers) await subscribe(page, browser, email);

  await signInAsAdmin(page);
  await page.goto("/admin/newsletter");
  await page.getByRole("link", { name: "New issue" }).click();
  const subject = `Tools of the month ${Date.now()}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByRole("textbox", { name: "Content" }).fill("Three new tools this month.");
  await page.getByRole("button", { name: "Save and preview" }).click();

  await expect(page.getByRole("heading", { name: subject, level: 1 })).toBeVisible();
  const preview = page.getByRole("region", { name: "E-mail preview" });
  await expect(preview.getByText("Three new tools this month.", { exact: true })).toBeVisible();
  await expect(preview.getByRole("link", { name: "Unsubscribe" })).toBeVisible();

  await page.getByRole("button", { name: /^Send a test to / }).click();
  await expect(page.getByText(/^✅ Test sent to /)).toBeVisible();
  await page.getByRole("button", { name: "Send now" }).click();
  const progress = page.getByRole("region", { name: "Progress" });
  const named = await confirmSend(page, /^Send to [\d,]+ subscribers\?$/, "Send", progress);
  expect(named).toBeGreaterThanOrEqual(readers.length);
  // The job queue sends it; the progress re-reads itself until nothing is left.
  await expect(page.getByText(/^\d+ sent · 0 bounced · 0 failed · 0 left$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Sent", { exact: true })).toBeVisible();

  await page.goto("/admin/outbox");
  for (const email of readers) {
    const mails = page
      .getByRole("listitem", { name: `E-mail: ${subject}` })
      .filter({ hasText: `To ${email}` });
    await expect(mails).toHaveCount(1);
    await expect(mails).toContainText("Three new tools this month.");
    await expect(mails).toContainText("Unsubscribe: http");
  }
  await expect(page.getByRole("listitem", { name: `E-mail: [Test] ${subject}` })).toHaveCount(1);

  await page.goto("/admin/newsletter");
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row.getByRole("cell").nth(1)).toHaveText("Sent");
  await expect(row.getByRole("cell").nth(4)).toHaveText("0"); // bounced
  await expect(row.getByRole("cell").nth(5)).toHaveText("0"); // failed
});

test("an issue starts from a published post, and a draft can be scheduled and taken back", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/newsletter");
  const picker = page.getByLabel("Start from a published post");
  const title = (await picker.locator("option").first().innerText()).trim();
  await page.getByRole("button", { name: "Start from post" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "E-mail preview" }).getByRole("link", { name: "Read the full post" }),
  ).toBeVisible();

  await page.getByLabel("Send at").fill("2099-01-01T09:00");
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByRole("dialog")).toContainText("It goes out Jan 1, 2099");
  const goesOut = page.getByText(/Goes out Jan 1, 2099, 9:00 AM UTC/);
  await confirmSend(page, /^Schedule the send to [\d,]+ subscribers?\?$/, "Schedule", goesOut);
  await page.getByRole("button", { name: "Back to draft" }).click();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Delete draft" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
});

test("a sent issue is a page of the web archive: listed, with its JSON-LD, in the sitemap and the feed", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await page.goto("/admin/newsletter");
  await page.getByRole("link", { name: "New issue" }).click();
  const subject = `From the archive ${Date.now()}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByRole("textbox", { name: "Content" }).fill("What we learned shipping forty tools.");
  await expect(page.getByRole("checkbox", { name: /Publish on the web/ })).toBeChecked();
  await page.getByRole("button", { name: "Save and preview" }).click();
  await expect(page.getByRole("heading", { name: subject, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Send now" }).click();
  const progress = page.getByRole("region", { name: "Progress" });
  await confirmSend(page, /^Send to [\d,]+ subscribers?\?$/, "Send", progress);
  await expect(page.getByText("Sent", { exact: true })).toBeVisible({ timeout: 30_000 });

  // A visitor finds it in the archive (cached pages catch up within a minute of the send's end).
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await expect(async () => {
    await reader.goto("/newsletter");
    await expect(reader.getByRole("link", { name: subject })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  await reader.getByRole("link", { name: subject }).click();
  await expect(reader.getByRole("heading", { name: subject, level: 1 })).toBeVisible();
  await expect(reader.getByText("What we learned shipping forty tools.")).toBeVisible();
  await expect(reader.getByRole("main")).not.toContainText(/unsubscribe/i);
  const path = new URL(reader.url()).pathname;
  expect(path).toMatch(/^\/newsletter\/from-the-archive-\d+$/);
  const { violations } = await new AxeBuilder({ page: reader }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(violations).toEqual([]);
  const jsonLd = JSON.parse((await reader.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({
    "@type": "BlogPosting",
    headline: subject,
    url: expect.stringMatching(new RegExp(`${path}$`)),
    isPartOf: { "@type": "CreativeWorkSeries", name: "The Creatorkit newsletter" },
  });
  await visitor.close();

  // The sitemap names it, and a feed reader's parser (rss-parser) reads it with its text.
  const request = page.request;
  await expect(async () => {
    // One file while the site has fewer than 50,000 addresses (lib/sitemap/xml.ts).
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`${path}</loc>`);
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  const feed = await new Parser().parseString(await (await request.get("/newsletter/rss.xml")).text());
  expect(feed.title).toBe("The Creatorkit newsletter");
  const item = feed.items.find((i) => i.title === subject);
  expect(item?.link).toMatch(new RegExp(`${path}$`));
  expect(item?.content).toContain("What we learned shipping forty tools.");
  const card = await request.get(`${path}/card.png`);
  expect(card.headers()["content-type"]).toBe("image/png");

  // Taken off the web, its page is gone at once (the action refreshes the archive's cached pages).
  await page.reload();
  const onTheWeb = page.getByRole("region", { name: "On the web" });
  await expect(onTheWeb.getByRole("link", { name: path })).toBeVisible();
  await onTheWeb.getByRole("button", { name: "Take off the web" }).click();
  await expect(page.getByText("Taken off the web archive.")).toBeVisible();
  await expect(async () => expect((await request.get(path)).status()).toBe(404)).toPass({ timeout: 30_000 });
});
