import { expect, test } from "./fixtures";
import { signInAsAdmin, uniqueEmail } from "./helpers/auth";
import { createPublicBioPage } from "./helpers/biolinks";
import { linkFromOutbox, mailLinks } from "./helpers/outbox";

test("a creator writes to the page's confirmed subscribers, who can leave that list or report the mail", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const slug = await createPublicBioPage(page, browser, "https://example.com/shop");
  await page.getByRole("button", { name: "Add e-mail sign-up" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  // One reader confirms, another never does: only the first gets the e-mail.
  const reader = uniqueEmail("reader");
  const waiting = uniqueEmail("waiting");
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const tab = await visitor.newPage();
  for (const email of [reader, waiting]) {
    await tab.goto(`/l/${slug}`);
    await tab.getByLabel("Your e-mail address").fill(email);
    await tab.getByRole("button", { name: "Subscribe" }).click();
    await expect(tab.getByText("Almost there! Check your inbox")).toBeVisible();
  }
  const confirm = new URL(await linkFromOutbox(browser, reader, "Confirm your subscription"));
  await tab.goto(confirm.pathname + confirm.search);
  await tab.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(tab.getByText("You are subscribed. Thank you!")).toBeVisible();

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Newsletter" }).click();
  await expect(page.getByRole("heading", { name: `Newsletter of /l/${slug}` })).toBeVisible();
  await expect(page.getByText("Your e-mails go to the 1 confirmed subscriber of this page.")).toBeVisible();
  await page.getByRole("link", { name: "New e-mail" }).click();
  const subject = `News from the shop ${Date.now()}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByRole("textbox", { name: "Content" }).fill("The spring collection is in.");
  await page.getByRole("button", { name: "Save and preview" }).click();

  await expect(page.getByRole("heading", { name: subject, level: 1 })).toBeVisible();
  const preview = page.getByRole("region", { name: "E-mail preview" });
  await expect(preview.getByText("The spring collection is in.", { exact: true })).toBeVisible();
  await expect(preview.getByRole("link", { name: "Report abuse" })).toBeVisible();
  await expect(preview).toContainText(`You get this because you signed up on http://localhost:`);

  await page.getByRole("button", { name: /^Send a test to / }).click();
  await expect(page.getByText(/^✅ Test sent to /)).toBeVisible();
  await page.getByRole("button", { name: "Send now" }).click();
  const dialog = page.getByRole("dialog", { name: "Send to 1 subscriber?" });
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("1 sent · 0 bounced · 0 failed · 0 left")).toBeVisible({ timeout: 30_000 });

  // The mail as the reader got it: from the page via the site, replies to the creator.
  const admin = await browser.newContext();
  const outbox = await admin.newPage();
  await signInAsAdmin(outbox);
  await outbox.goto("/admin/outbox");
  const mails = outbox.getByRole("listitem", { name: `E-mail: ${subject}` });
  await expect(mails).toHaveCount(1);
  await expect(mails).toContainText(`To ${reader}`);
  await expect(mails).toContainText(`From "Bo Example via Creatorkit" <`);
  await expect(mails).toContainText("Reply-To bio-");
  await expect(outbox.getByRole("listitem", { name: `E-mail: [Test] ${subject}` })).toHaveCount(1);
  await admin.close();

  // The reader leaves this list with the e-mail's link, then reports the mail.
  const [links] = await mailLinks(browser, reader, [subject]);
  const leave = new URL(links!.find((l) => l.includes("/newsletter/unsubscribe"))!);
  const report = new URL(links!.find((l) => l.includes("/newsletter/report"))!);
  await tab.goto(leave.pathname + leave.search);
  await expect(tab.getByRole("heading", { name: "Unsubscribe from Bo Example" })).toBeVisible();
  await tab.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(tab.getByText(`${reader} is unsubscribed from this list.`)).toBeVisible();
  await tab.goto(report.pathname + report.search);
  await tab.getByRole("button", { name: "Report this e-mail" }).click();
  await expect(tab.getByText("Thank you: the report reached us.")).toBeVisible();
  await visitor.close();

  await page.goto(`/dashboard/subscribers/${slug}`);
  await expect(page.getByRole("row").filter({ hasText: reader })).toContainText("Unsubscribed");
  await expect(page.getByRole("row").filter({ hasText: waiting })).toContainText("Unconfirmed");
  await page.goto(`/dashboard/newsletter/${slug}`);
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row.getByRole("cell").nth(1)).toHaveText("Sent");
  await expect(row.getByRole("cell").last()).toHaveText("1"); // the complaint

  const inbox = await browser.newContext();
  const adminPage = await inbox.newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto("/admin/inbox");
  await expect(adminPage.getByText(`Abuse report: "${subject}" from the page /l/${slug}`)).toBeVisible();
  // The admin sees the send with its complaint, and holds the account's sending.
  await adminPage.goto("/admin/newsletter");
  await adminPage.getByRole("link", { name: "Creators' sends" }).click();
  const send = adminPage.getByRole("row").filter({ hasText: subject });
  await expect(send).toContainText(`/l/${slug}`);
  await expect(send.getByRole("cell").nth(8)).toHaveText("1");
  await send.getByRole("button", { name: "Suspend sending" }).click();
  await expect(send.getByText("Suspended", { exact: true })).toBeVisible();
  await inbox.close();
  await page.reload();
  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByText(/^Sending is suspended for your account/)).toBeVisible();

  // Signed out, the screen asks for a sign-in first (another account's session: creator-newsletter.test.ts).
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(`/dashboard/newsletter/${slug}`);
  expect(new URL(other.url()).pathname).toBe("/login");
  await stranger.close();
});
