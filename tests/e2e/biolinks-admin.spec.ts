import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./helpers/auth";
import { createPublicBioPage } from "./helpers/biolinks";

// Each journey first signs a creator up, confirms the address from the outbox and builds a page.
test.describe.configure({ timeout: 90_000 });

test("the admin disables a page and it answers 404; enabling brings it back", async ({
  page,
  browser,
  baseURL,
}) => {
  const slug = await createPublicBioPage(page, browser, `${baseURL}/faq`);
  expect((await page.request.get(`/l/${slug}`)).status()).toBe(200);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.getByRole("link", { name: "Bio pages" }).click();
  await admin.getByLabel("Search pages").fill(slug);
  await admin.getByLabel("Search pages").press("Enter");
  await admin.getByRole("button", { name: `Disable /l/${slug}` }).click();
  await expect(admin.getByText(`/l/${slug} is disabled`)).toBeVisible();
  expect((await page.request.get(`/l/${slug}`)).status()).toBe(404);
  await page.goto("/dashboard");
  await expect(page.getByRole("listitem", { name: `Page ${slug}` })).toContainText("Disabled by the admin");

  await admin.reload();
  await admin.getByRole("button", { name: `Enable /l/${slug}` }).click();
  await expect(admin.getByText(`/l/${slug} is enabled again`)).toBeVisible();
  expect((await page.request.get(`/l/${slug}`)).status()).toBe(200);
  await adminContext.close();
});

test("the admin bans a user: their session ends and their page answers 404", async ({
  page,
  browser,
  baseURL,
}) => {
  const slug = await createPublicBioPage(page, browser, `${baseURL}/faq`);
  const ownerEmail = await page.evaluate(() => document.body.innerText.match(/[\w.+-]+@example\.com/)?.[0]);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/users?q=${encodeURIComponent(ownerEmail!)}`);
  await admin.getByRole("button", { name: `Ban ${ownerEmail}` }).click();
  await expect(admin.getByText("User banned")).toBeVisible();
  expect((await page.request.get(`/l/${slug}`)).status()).toBe(404);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
  await adminContext.close();
});

test("statistics, QR codes and accessibility of the dashboard, the editor and a public page", async ({
  page,
  browser,
  baseURL,
}) => {
  const slug = await createPublicBioPage(page, browser, `${baseURL}/terms-of-service`);
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(`/l/${slug}`);
  expect(await new AxeBuilder({ page: visit }).analyze().then((r) => r.violations)).toEqual([]);
  await visit.getByRole("link", { name: "My site" }).click();
  await expect(visit).toHaveURL(`${baseURL}/terms-of-service`);
  await visitor.close();

  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);
  await page.goto("/dashboard");
  // The dashboard streams in after its loading state: checked once its pages are listed, not the spinner.
  const row = page.getByRole("listitem", { name: `Page ${slug}` });
  await expect(row).toBeVisible();
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);
  const [svg] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("link", { name: "QR code (SVG)" }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe(`${slug}-qr.svg`);
  const png = await page.request.get(`/api/bio-pages/${slug}/qr?format=png`);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");

  await row.getByRole("link", { name: "Statistics" }).click();
  await expect(page.getByRole("heading", { name: `Statistics of /l/${slug}` })).toBeVisible();
  await expect(page.getByRole("definition").first()).toHaveText("1");
  await expect(page.getByRole("row").filter({ hasText: "My site" })).toHaveText(/My site\s*1/);
  await page.getByRole("link", { name: "Last 30 days" }).click();
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);

  // A stranger gets nothing.
  const stranger = await browser.newContext();
  expect((await stranger.request.get(`/api/bio-pages/${slug}/qr?format=svg`)).status()).toBe(401);
  await stranger.close();
});

test("a creator who deletes their account takes their public page down at once", async ({
  page,
  browser,
  baseURL,
}) => {
  const slug = await createPublicBioPage(page, browser, `${baseURL}/about`);
  expect((await page.request.get(`/l/${slug}`)).status()).toBe(200);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password").fill("bio-password-1");
  await dialog.getByRole("button", { name: "Delete everything" }).click();
  await expect(page).toHaveURL(/\/\?account-deleted=1$/);
  expect((await page.request.get(`/l/${slug}`)).status()).toBe(404);
});
