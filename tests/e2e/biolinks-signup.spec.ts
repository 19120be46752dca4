import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./helpers/auth";
import { createPublicBioPage } from "./helpers/biolinks";
import { linkFromOutbox } from "./helpers/outbox";

test("a visitor signs up on a bio page without JavaScript, confirms, and the creator lists, exports and deletes them", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const slug = await createPublicBioPage(page, browser, "https://example.com/shop");
  await page.getByRole("button", { name: "Add e-mail sign-up" }).click();
  const block = page.getByRole("listitem", { name: "E-mail sign-up: Get my newsletter" });
  // The block is named after its title, so the title goes last.
  await block.getByLabel("Button label").fill("Count me in");
  await block.getByLabel("Title").fill("Join my list");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const tab = await visitor.newPage();
  await tab.goto(`/l/${slug}`);
  await expect(tab.getByText("Join my list")).toBeVisible();
  const fan = uniqueEmail("fan");
  await tab.getByLabel("Your e-mail address").fill(fan);
  await tab.getByRole("button", { name: "Count me in" }).click();
  await expect(tab.getByText("Almost there! Check your inbox")).toBeVisible();

  const link = new URL(await linkFromOutbox(browser, fan, "Confirm your subscription to Bo Example"));
  await tab.goto(link.pathname + link.search);
  await tab.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(tab.getByText("You are subscribed. Thank you!")).toBeVisible();
  await visitor.close();

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Subscribers" }).click();
  await expect(page.getByRole("heading", { name: `Subscribers of /l/${slug}` })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: fan });
  await expect(row).toContainText("Confirmed");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv.split("\n")[0]).toBe("email,status,signed_up_at,confirmed_at");
  expect(csv).toContain(`"${fan}","confirmed"`);

  await row.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: fan })).toHaveCount(0);
});
