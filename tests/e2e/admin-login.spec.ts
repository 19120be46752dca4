import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./helpers/auth";
import { E2E_ADMIN_PASSWORD } from "./helpers/constants";

test.describe("admin sign-in", () => {
  test("a wrong password shows SPEC's message and keeps the username", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid username or password");
    await expect(page.getByLabel("Username")).toHaveValue("admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("the right password enters the dashboard; the login page then sends the admin on", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await expect(page.getByText("Welcome back! Here's what's happening with your blog.")).toBeVisible();
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("the password field toggles between hidden and shown, and demo credentials show while unchanged", async ({
    page,
  }) => {
    await page.goto("/admin/login");
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(page.getByText("Demo credentials")).toBeVisible();
    await expect(page.getByText(E2E_ADMIN_PASSWORD)).toBeVisible();
    await expect(page.getByRole("link", { name: "← Back to website" })).toHaveAttribute("href", "/");
  });

  test("Sign Out ends the session on the server: the old cookie no longer opens the admin", async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    const oldCookies = await page.context().cookies();
    expect(oldCookies.some((c) => c.name.includes("session_token"))).toBe(true);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);

    const replay = await browser.newContext();
    await replay.addCookies(oldCookies);
    const replayPage = await replay.newPage();
    await replayPage.goto("/admin");
    await expect(replayPage).toHaveURL(/\/admin\/login/);
    await expect(replayPage.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await replay.close();
  });
});
