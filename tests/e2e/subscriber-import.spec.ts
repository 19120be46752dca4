import { expect, gotoAtLoad, test, type Page } from "./fixtures";
import { uniqueEmail } from "./helpers/auth";
import { createPublicBioPage } from "./helpers/biolinks";
import { linkFromOutbox } from "./helpers/outbox";

// "Import an existing list" as a creator clicks it: the file, the consent, the choice of a confirmation
// e-mail, the result by line, and the confirmation a reader then follows.

const csv = (lines: string[]) => ({
  name: "audience.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(lines.join("\r\n")),
});

async function chooseFile(page: Page, lines: string[]) {
  await page.getByLabel("CSV file").setInputFiles(csv(lines));
}

test("a creator imports a Mailchimp export; each new address gets a confirmation and joins when confirmed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const slug = await createPublicBioPage(page, browser, "https://example.com/shop");
  const reader = uniqueEmail("imported");
  const other = uniqueEmail("imported-too");

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Subscribers" }).click();
  await page.getByRole("link", { name: "Import a list" }).click();
  await expect(page.getByRole("heading", { name: `Import subscribers to /l/${slug}` })).toBeVisible();
  await chooseFile(page, [
    "Email Address,First Name",
    `${reader},Ann`,
    `${other},Bob`,
    "nobody,Cy",
    `${reader},Ann`,
  ]);
  await expect(page.getByLabel("Send each a confirmation e-mail (recommended)")).toBeChecked();

  // Without the consent statement the browser does not send the form.
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Import done" })).toHaveCount(0);
  await page
    .getByLabel("These people gave me permission to e-mail them, and I can show when and how.")
    .check();
  await page.getByRole("button", { name: "Import", exact: true }).click();

  await expect(page.getByRole("heading", { name: "Import done" })).toBeVisible();
  await expect(page.getByText("2 added · 1 merged · 1 refused.")).toBeVisible();
  await expect(page.getByText("Each new address gets a confirmation e-mail")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Line 4: not an e-mail address" })).toBeVisible();

  // The job queue mails the sign-up block's own confirmation; its link works as for a sign-up.
  const confirm = new URL(await linkFromOutbox(browser, reader, "Confirm your subscription"));
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const tab = await visitor.newPage();
  await tab.goto(confirm.pathname + confirm.search);
  await tab.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(tab.getByText("You are subscribed. Thank you!")).toBeVisible();
  await visitor.close();

  await page.getByRole("link", { name: "Back to subscribers" }).click();
  await expect(page.getByText("1 confirmed · 1 waiting for confirmation · 0 unsubscribed")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: reader })).toContainText("Confirmed");
});

test("the import form sent at load, before React has hydrated, imports and shows the result", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const slug = await createPublicBioPage(page, browser, "https://example.com/shop");
  const reader = uniqueEmail("confirmed-before");
  await gotoAtLoad(page, `/dashboard/subscribers/${slug}/import`);
  await chooseFile(page, ["email", reader]);
  await page.getByLabel("They already confirmed their subscription with me").check();
  await page
    .getByLabel("These people gave me permission to e-mail them, and I can show when and how.")
    .check();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("1 added · 0 merged · 0 refused.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("The new addresses are on your list as confirmed.")).toBeVisible();

  // With no JavaScript at all, a file that is not CSV is refused with a message and nothing is added.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const tab = await plain.newPage();
  await tab.goto(`/dashboard/subscribers/${slug}/import`);
  await tab.getByLabel("CSV file").setInputFiles({
    name: "audience.csv",
    mimeType: "text/csv",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
  });
  await tab
    .getByLabel("These people gave me permission to e-mail them, and I can show when and how.")
    .check();
  await tab.getByRole("button", { name: "Import", exact: true }).click();
  await expect(tab.getByText("This file is not a CSV file.")).toBeVisible();
  await tab.goto(`/dashboard/subscribers/${slug}`);
  await expect(tab.getByText("1 confirmed · 0 waiting for confirmation · 0 unsubscribed")).toBeVisible();
  await plain.close();
});
