import { expect, type Browser } from "@playwright/test";
import { signInAsAdmin } from "./auth";

/** Signs in as admin in a separate context and returns the first link of the newest e-mail to `to`. */
export async function linkFromOutbox(browser: Browser, to: string, subject: string): Promise<string> {
  const [link] = await linksFromOutbox(browser, to, [subject]);
  return link!;
}

/** The first link of the newest e-mail to `to` with each subject, read in one admin sign-in. */
export async function linksFromOutbox(browser: Browser, to: string, subjects: string[]): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto("/admin/outbox");
  const links: string[] = [];
  for (const subject of subjects) {
    const mail = page
      .getByRole("listitem", { name: `E-mail: ${subject}` })
      .filter({ hasText: `To ${to}` })
      .first();
    await expect(mail).toBeVisible();
    const link = (await mail.locator("pre").innerText()).match(/https?:\/\/\S+/)?.[0];
    expect(link, `a link in the e-mail "${subject}" to ${to}`).toBeTruthy();
    links.push(link!);
  }
  await context.close();
  return links;
}
