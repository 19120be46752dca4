import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "./fixtures";
import { Secret, TOTP } from "otpauth";
import { signInAsAdmin, signInSiteUser, signUpSiteUser, uniqueEmail } from "./helpers/auth";

// Two-factor sign-in as a user clicks it: set up in account settings (reading the setup key from the
// page and computing codes as an authenticator app would), then the second step of /login and /admin/login.

const codeFor = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetMs });

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Turns two-factor on from an account page; the setup key and the backup codes shown once. */
async function enableTwoFactor(
  page: Page,
  password: string,
): Promise<{ secret: string; backupCodes: string[] }> {
  const section = page.getByRole("region", { name: "Two-factor authentication" });
  await section.getByLabel("Your password").fill(password);
  await section.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expectNoAxeViolations(page);
  const secret = (await section.getByLabel("Setup key").inputValue()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await section.getByLabel("6-digit code").fill(codeFor(secret, 10 * 60_000));
  await section.getByRole("button", { name: "Turn on" }).click();
  await expect(section.getByRole("alert")).toContainText("That code is not right.");
  await section.getByLabel("6-digit code").fill(codeFor(secret));
  await section.getByRole("button", { name: "Turn on" }).click();
  await expect(section.getByText("Two-factor authentication is on.")).toBeVisible();
  const backupCodes = await section
    .getByRole("list", { name: "Backup codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(backupCodes).toHaveLength(10);
  await section.getByRole("button", { name: "I have saved my backup codes" }).click();
  await expect(section.getByRole("button", { name: "Turn off two-factor authentication" })).toBeVisible();
  return { secret, backupCodes };
}

async function submitCode(page: Page, label: string, code: string): Promise<Locator> {
  await page.getByLabel(label).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  return page.getByRole("main").getByRole("alert");
}

test("a user turns on two-factor, then signs in with a code from the app or a backup code", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("two-factor");
  const password = "two-factor-password-1";
  await signUpSiteUser(page, email, password);
  const { secret, backupCodes } = await enableTwoFactor(page, password);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);

  // The password is no longer enough: a wrong code is refused, the right one signs in.
  await signInSiteUser(page, email, password);
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(await submitCode(page, "6-digit code", codeFor(secret, 10 * 60_000))).toHaveText(
    "That code is not right. Enter the 6-digit code your authenticator app shows now.",
  );
  await submitCode(page, "6-digit code", codeFor(secret));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);

  // A backup code, with a `next` kept through both steps; then the same code a second time is refused.
  await page.goto(`/login?next=${encodeURIComponent("/dashboard?from=2fa")}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/login\/two-factor\?next=%2Fdashboard%3Ffrom%3D2fa$/);
  await page.getByRole("button", { name: "Use a backup code instead" }).click();
  await submitCode(page, "Backup code", backupCodes[0]!);
  await expect(page).toHaveURL(/\/dashboard\?from=2fa$/);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);

  await signInSiteUser(page, email, password);
  await page.getByRole("button", { name: "Use a backup code instead" }).click();
  await expect(await submitCode(page, "Backup code", backupCodes[0]!)).toHaveText(
    "That backup code is not right, or it was used already.",
  );
  await submitCode(page, "Backup code", backupCodes[1]!.replace("-", ""));
  await expect(page).toHaveURL(/\/dashboard$/);

  // Turned off with the password, the password alone signs in again.
  const section = page.getByRole("region", { name: "Two-factor authentication" });
  await section.getByLabel("Your password").fill(password);
  await section.getByRole("button", { name: "Turn off two-factor authentication" }).click();
  await expect(section.getByRole("status")).toHaveText("Two-factor authentication is off.");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInSiteUser(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an admin turns on two-factor and /admin/login asks for the code", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A second admin made for this test: the shared admin account stays as the other specs expect it.
  const username = `admin2fa${Date.now()}`;
  const password = "second-admin-password-1";
  await signInAsAdmin(page);
  const created = await page.request.post("/api/auth/admin/create-user", {
    headers: { origin: baseURL! },
    data: {
      email: uniqueEmail("admin-2fa"),
      password,
      name: "Second admin",
      role: "admin",
      data: { username },
    },
  });
  expect(created.ok()).toBe(true);

  const context = await browser.newContext();
  const admin = await context.newPage();
  const signIn = async () => {
    await admin.goto("/admin/login");
    await admin.getByLabel("Username").fill(username);
    await admin.getByLabel("Password", { exact: true }).fill(password);
    await admin.getByRole("button", { name: "Sign In" }).click();
  };
  await signIn();
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto("/admin/account");
  const { secret } = await enableTwoFactor(admin, password);
  await admin.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(admin).toHaveURL(/\/admin\/login$/);

  await signIn();
  await expect(admin).toHaveURL(/\/admin\/login\/two-factor$/);
  await expect(await submitCode(admin, "6-digit code", codeFor(secret, 10 * 60_000))).toContainText(
    "That code is not right.",
  );
  await submitCode(admin, "6-digit code", codeFor(secret));
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await context.close();
});

test("the code page sends a browser without a pending sign-in back to the password step", async ({
  page,
}) => {
  await page.goto("/login/two-factor");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/admin/login/two-factor");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
