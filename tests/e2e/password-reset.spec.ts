import { expect, test } from "./fixtures";
import { signInSiteUser, signUpSiteUser, uniqueEmail } from "./helpers/auth";
import { linkFromOutbox } from "./helpers/outbox";

test("forgot password: the e-mailed link sets a new password; the old one stops working", async ({
  page,
  browser,
}) => {
  // Five password hashes and two e-mails: on a busy 2-core CI machine, more than the default 30 s.
  test.slow();
  const email = uniqueEmail("forgetful");
  await signUpSiteUser(page, email, "old-password-1");
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that address", { exact: false })).toBeVisible();

  const link = await linkFromOutbox(browser, email, "Reset your Creatorkit password");
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await page.getByLabel("New password", { exact: true }).fill("new-password-2");
  await page.getByLabel("Confirm new password").fill("new-password-2");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been changed.", { exact: false })).toBeVisible();

  // The link works once.
  await page.goto(url.pathname + url.search);
  await page.getByLabel("New password", { exact: true }).fill("third-password-3");
  await page.getByLabel("Confirm new password").fill("third-password-3");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("This link is invalid or has expired.", { exact: false })).toBeVisible();

  await signInSiteUser(page, email, "old-password-1");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
  await signInSiteUser(page, email, "new-password-2");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an unknown address gets the same answer", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that address", { exact: false })).toBeVisible();
});
