import { expect, test } from "./fixtures";
import { signInAsAdmin, signUpSiteUser, uniqueEmail } from "./helpers/auth";
import { E2E_BASE_URL } from "./helpers/constants";

// SPEC §2's guarded routes, plus the System screen that replaces the test pages.
const ADMIN_PAGES = [
  "/admin",
  "/admin/posts",
  "/admin/posts/new",
  "/admin/posts/edit/1",
  "/admin/posts/1",
  "/admin/categories",
  "/admin/tags",
  "/admin/ebooks",
  "/admin/ebooks/new",
  "/admin/ebooks/edit/1",
  "/admin/ebooks/1",
  "/admin/ebook-categories",
  "/admin/system",
];

test("anonymous requests to every admin page end at the admin sign-in", async ({ page }) => {
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/login$/);
  }
});

test("a forged session cookie gets past the redirect-only proxy but not the server check", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "better-auth.session_token", value: "forged.value", url: E2E_BASE_URL }]);
  await page.goto("/admin/system");
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole("heading", { name: "System" })).toHaveCount(0);
});

test("a signed-in site user gets no admin page", async ({ page }) => {
  await signUpSiteUser(page, uniqueEmail("not-admin"), "user-password-1");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?denied=1$/);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("has no access to the admin area");
  await page.goto("/admin/system");
  await expect(page.getByRole("heading", { name: "System" })).toHaveCount(0);
});

test("the public test pages are gone in production", async ({ request }) => {
  for (const path of ["/test-upload", "/database-test"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});

test("an admin asking for a post, ebook or issue that does not exist gets a 404 status", async ({ page }) => {
  await signInAsAdmin(page);
  for (const path of [
    "/admin/posts/edit/no-such-post",
    "/admin/ebooks/edit/no-such-ebook",
    "/admin/newsletter/no-such-issue",
    "/admin/newsletter/no-such-issue/edit",
  ]) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
  expect((await page.request.get("/admin/posts")).status()).toBe(200);
});
