import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "./constants";

export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
}

/** A fresh e-mail per call, so parallel tests never share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function signUpSiteUser(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Check your inbox: we have e-mailed you the next step.")).toBeVisible();
  // Sign-up never signs in (it answers the same for a taken address); an unconfirmed account may sign in.
  await signInSiteUser(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Submits the sign-in form and waits for the server's answer (not for the previous attempt's alert). */
export async function signInSiteUser(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/login"),
    page.getByRole("button", { name: "Sign In" }).click(),
  ]);
}
