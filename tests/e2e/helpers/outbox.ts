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
  const [links] = await mailLinks(browser, to, [subject]);
  expect(links![nth], `link ${nth} in the e-mail "${subject}" to ${to}`).toBeTruthy();
  return links![nth]!;
}

/** The first link of the newest e-mail to `to` with each subject, read in one admin sign-in. */
export async function linksFromOutbox(browser: Browser, to: string, subjects: string[]): Promise<string[]> {
  return (await mailLinks(browser, to, subjects)).map((links, i) => {
    expect(links[0], `a link in the e-mail "${subjects[i]}" to ${to}`).toBeTruthy();
    return links[0]!;
  });
}

/** Every link of the newest e-mail to `to` with each subject, in the order of its text. */
export async function mailLinks(browser: Browser, to: string, subjects: string[]): Promise<string[][]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto("/admin/outbox");
  const links: string[][] = [];
  for (const subject of subjects) {
    const mail = page
      .getByRole("listitem", { name: `E-mail: ${subject}` })
      .filter({ hasText: `To ${to}` })
      .first();
    await expect(mail).toBeVisible();
    links.push((await mail.locator("pre").innerText()).match(/https?:\/\/\S+/g) ?? []);
  }
  await context.close();
  return links;
}
