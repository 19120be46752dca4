import { expect, test } from "./fixtures";
import { signInAsAdmin, signUpSiteUser, uniqueEmail } from "./helpers/auth";
import { E2E_BASE_URL } from "./helpers/constants";
import { linkFromOutbox } from "./helpers/outbox";

// The e2e server runs as the README starts it, `npm start -- -p <port>` with no SITE_URL: every absolute
// URL must point at the port actually served, not at the default 3000.
const POST = "getting-started-with-ai-content-creation";

test("canonical, Open Graph and structured-data URLs use the served port", async ({ page }) => {
  await page.goto(`/blog/${POST}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E_BASE_URL}/blog/${POST}`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    `${E2E_BASE_URL}/blog/${POST}`,
  );
  const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
  expect(image?.startsWith(`${E2E_BASE_URL}/`)).toBe(true);

  await page.goto("/tools");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E_BASE_URL}/tools`);
});

test("the sitemap, robots.txt and the RSS feed use the served port", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${E2E_BASE_URL}/blog/${POST}</loc>`);
  expect(sitemap).not.toContain("localhost:3000");

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);

  const rss = await (await request.get("/blog/rss.xml")).text();
  expect(rss).toContain(`<link>${E2E_BASE_URL}/blog/${POST}</link>`);
  expect(rss).not.toContain("localhost:3000");
});

test.describe("the admin's Copy URL", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("copies the post's address on the served port", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/posts");
    const card = page.getByRole("article", { name: "Getting Started with AI Content Creation" });
    await card.getByRole("button", { name: "Copy URL" }).click();
    await expect(card.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${E2E_BASE_URL}/blog/${POST}`);
  });
});

test("e-mailed links use the served port", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("site-url");
  await signUpSiteUser(page, email, "site-url-password-1");
  await page.context().clearCookies();
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that address", { exact: false })).toBeVisible();
  const link = await linkFromOutbox(browser, email, "Reset your Creatorkit password");
  expect(link.startsWith(`${E2E_BASE_URL}/reset-password?token=`)).toBe(true);
});

test("a sign-out the server refuses says so and leaves the menu open", async ({ page }) => {
  const email = uniqueEmail("sign-out-refused");
  await signUpSiteUser(page, email, "sign-out-password-1");
  await page.goto("/");
  await page.route("**/api/auth/sign-out", (route) =>
    route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({ code: "INVALID_ORIGIN", message: "Invalid origin" }),
    }),
  );
  await page.getByRole("button", { name: email }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByText("Sign out failed: Invalid origin. Please try again.")).toBeVisible();
  await expect(page.getByRole("button", { name: email })).toBeVisible();

  // Without the refusal, the same click signs out (the origin check passes on the served port).
  await page.unroute("**/api/auth/sign-out");
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
});
