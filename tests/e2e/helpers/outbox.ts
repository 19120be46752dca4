import { expect, type Browser } from "@playwright/test";
import { signInAsAdmin } from "./auth";

/**
 * Signs in as admin in a separate context and returns a link of the newest e-mail to `to`: the first, or
 * the `nth` (from 0) in the e-mail's text.
 */
export async function linkFromOutbox(
  browser: Browser,
  to: string,
  subject: string,
  nth = 0,
): Promise<string> {
  const [link] = await linksFromOutbox(browser, to, [subject], nth);
  return link!;
}

/** The first (or `nth`) link of the newest e-mail to `to` with each subject, read in one admin sign-in. */
export async function linksFromOutbox(
  browser: Browser,
  to: string,
  subjects: string[],
  nth = 0,
): Promise<string[]> {
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
    const link = (await mail.locator("pre").innerText()).match(/https?:\/\/\S+/g)?.[nth];
    expect(link, `a link in the e-mail "${subject}" to ${to}`).toBeTruthy();
    links.push(link!);
  }
  await context.close();
  return links;
}
