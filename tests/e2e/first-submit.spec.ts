import { expect, gotoAtLoad, test, type Page } from "./fixtures";
import { uniqueEmail } from "./helpers/auth";
import { createPublicBioPage } from "./helpers/biolinks";
import { untilCached } from "./helpers/page-cache";

// Every public form, filled in and sent the moment its page's HTML is parsed (DOMContentLoaded), on a
// phone-like CPU (6x slower), must be answered as if the visitor had waited: before React hydrates, the
// browser sends the form itself, so each must work as plain HTML (issue 62, item 5: the ebook search did
// not, and lost a visitor's first search). first-action.spec.ts acts at `load`; this is earlier still.

async function atDomContentLoaded(page: Page, path: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await gotoAtLoad(page, path, "domcontentloaded");
}

test.describe.configure({ timeout: 90_000 });

test("the footer's newsletter form sent at DOMContentLoaded subscribes", async ({ page }) => {
  await untilCached(page.request, "/");
  await atDomContentLoaded(page, "/");
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.getByRole("textbox").fill(uniqueEmail("first-submit"));
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you for subscribing")).toBeVisible({ timeout: 30_000 });
});

test("the ebook search sent with Enter at DOMContentLoaded finds the title", async ({ page }) => {
  await untilCached(page.request, "/ebooks");
  await atDomContentLoaded(page, "/ebooks");
  const search = page.getByLabel("Search ebooks by title");
  await search.fill("newsletter starter");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/ebooks\?q=newsletter\+starter/, { timeout: 30_000 });
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article")).toContainText("Email Newsletter Starter Kit");
});

test("the tool search sent with Enter at DOMContentLoaded finds the tool", async ({ page }) => {
  await untilCached(page.request, "/tools");
  await atDomContentLoaded(page, "/tools");
  const search = page.getByLabel("Search tools");
  await search.fill("hashtag");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/tools\?q=hashtag/, { timeout: 30_000 });
  await expect(page.getByRole("status")).toContainText("matching “hashtag”");
});

test("the blog search sent with Enter at DOMContentLoaded lists what it found", async ({ page }) => {
  await untilCached(page.request, "/blog");
  await atDomContentLoaded(page, "/blog");
  const search = page.getByLabel("Search posts");
  await search.fill("SEO");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/blog\/search\?q=SEO/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("SEO");
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("the contact form sent at DOMContentLoaded sends the message", async ({ page }) => {
  await atDomContentLoaded(page, "/contact");
  const form = page.getByRole("form", { name: "Contact" });
  await form.getByLabel("Name").fill("Rosa");
  await form.getByLabel("Email").fill(uniqueEmail("first-contact"));
  await form.getByLabel("Subject").fill("Sent at once");
  await form.getByLabel("Message").fill("Typed the moment the page appeared, before it was ready.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thank you! Your message has been sent.", { exact: false })).toBeVisible({
    timeout: 30_000,
  });
});

test("a bio page's sign-up sent at DOMContentLoaded asks to confirm", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const slug = await createPublicBioPage(page, browser, "https://example.com/shop");
  await page.getByRole("button", { name: "Add e-mail sign-up" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await untilCached(tab.request, `/l/${slug}`);
  await atDomContentLoaded(tab, `/l/${slug}`);
  await tab.getByLabel("Your e-mail address").fill(uniqueEmail("first-fan"));
  await tab.getByRole("button", { name: "Subscribe" }).click();
  await expect(tab.getByText("Almost there! Check your inbox")).toBeVisible({ timeout: 30_000 });
  await visitor.close();
});
