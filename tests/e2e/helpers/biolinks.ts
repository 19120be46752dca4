import { expect, type Browser, type Page } from "@playwright/test";
import { signUpSiteUser, uniqueEmail } from "./auth";
import { linkFromOutbox } from "./outbox";

export function uniqueSlug(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/**
 * Signs up, confirms the address, creates a public page with one link, and returns its slug. The
 * confirmation link is read from the admin's outbox, or by `confirmationLink` where mail goes elsewhere.
 */
export async function createPublicBioPage(
  page: Page,
  browser: Browser,
  linkUrl: string,
  confirmationLink = (email: string) =>
    linkFromOutbox(browser, email, "Confirm your Creatorkit e-mail address"),
): Promise<string> {
  const email = uniqueEmail("bio");
  await signUpSiteUser(page, email, "bio-password-1");
  const link = new URL(await confirmationLink(email));
  await page.goto(link.pathname + link.search);
  const slug = uniqueSlug("page");
  await page.getByLabel("Address", { exact: true }).fill(slug);
  await page.getByLabel("Title", { exact: true }).fill(`Page ${slug}`);
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${slug}$`));
  await page.getByLabel("Display name").fill("Bo Example");
  await page.getByRole("button", { name: "Add link" }).click();
  const block = page.getByRole("listitem", { name: "Link: (empty)" });
  // The block is named after its title, so the URL goes first.
  await block.getByLabel("URL").fill(linkUrl);
  await block.getByLabel("Title").fill("My site");
  await page.getByLabel("Public (visitors can open the page)").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  return slug;
}
