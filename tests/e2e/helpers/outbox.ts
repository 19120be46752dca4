import { expect, type Browser } from "@playwright/test";
import { signInAsAdmin } from "./auth";

/** Signs in as admin in a separate context and returns the first link of the newest e-mail to `to`. */
export async function linkFromOutbox(browser: Browser, to: string, subject: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto("/admin/outbox");
  const mail = page
    .getByRole("listitem", { name: `E-mail: ${subject}` })
    .filter({ hasText: `To ${to}` })
    .first();
  await expect(mail).toBeVisible();
  const text = await mail.locator("pre").innerText();
  await context.close();
  const link = text.match(/https?:\/\/\S+/)?.[0];
  expect(link, `a link in the e-mail to ${to}`).toBeTruthy();
  return link!;
}
