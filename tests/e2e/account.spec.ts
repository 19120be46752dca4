import { expect, test } from "./fixtures";
import { signInSiteUser, signUpSiteUser, uniqueEmail } from "./helpers/auth";
import { expectFitsWidth } from "./helpers/layout";
import { linksFromOutbox } from "./helpers/outbox";

test("sign-up answers a taken address like a new one; the link in the e-mail confirms the address", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000); // two sign-ups and an admin sign-in
  const email = uniqueEmail("confirm");
  await signUpSiteUser(page, email, "confirm-password-1");
  const notice = page.getByRole("region", { name: "Confirm your e-mail address" });
  await expect(notice).toContainText("Your pages are not public until you confirm your address.");
  await notice.getByRole("button", { name: "Send the link again" }).click();
  await expect(notice.getByRole("status")).toHaveText(`We have sent a new link to ${email}.`);

  // The same address again, signed out: the same answer as for a new one.
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("another-password-2");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Check your inbox: we have e-mailed you the next step.")).toBeVisible();
  await expect(page.getByText(/already exists/i)).toHaveCount(0);
  const [, confirm] = await linksFromOutbox(browser, email, [
    "You already have a Creatorkit account",
    "Confirm your Creatorkit e-mail address",
  ]);
  const link = new URL(confirm!);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/dashboard\?confirmed=1$/);
  await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Confirm your e-mail address" })).toHaveCount(0);
});

test("a user deletes their account after confirming with the password", async ({ page }) => {
  const email = uniqueEmail("leaving");
  await signUpSiteUser(page, email, "leaving-password-1");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete everything" }).click();
  await expect(dialog.getByRole("alert").first()).toContainText("That is not your current password");
  await dialog.getByLabel("Your password").fill("leaving-password-1");
  await dialog.getByRole("button", { name: "Delete everything" }).click();
  await expect(page).toHaveURL(/\/\?account-deleted=1$/);

  await signInSiteUser(page, email, "leaving-password-1");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the dashboard fits a long e-mail address, in the notice, its answer, the account details and the menu", async ({
    page,
  }) => {
    // Nothing before the @ where a line may break (uniqueEmail's addresses have hyphens).
    const email = `alongaddresswithnowheretowrap${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`;
    await signUpSiteUser(page, email, "long-address-password-1");
    const notice = page.getByRole("region", { name: "Confirm your e-mail address" });
    await notice.getByRole("button", { name: "Send the link again" }).click();
    await expect(notice.getByRole("status")).toHaveText(`We have sent a new link to ${email}.`);
    await expect(page.getByRole("region", { name: "Account", exact: true })).toContainText(email);
    await expectFitsWidth(page, "/dashboard");

    await page.reload();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toContainText(email);
    await expectFitsWidth(page, "/dashboard with the menu open");
  });
});
