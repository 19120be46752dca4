import { expect, type Page } from "@playwright/test";

/**
 * Subscribes `email` with the footer's form and follows the confirmation link (double opt-in), as a reader
 * does. `confirmationLink` reads the mail wherever the server sent it (the admin's outbox, an SMTP server).
 */
export async function subscribeToNewsletter(
  page: Page,
  email: string,
  confirmationLink: () => Promise<string>,
): Promise<void> {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Thank you for subscribing!")).toBeVisible();
  const link = new URL(await confirmationLink(), "http://localhost");
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByText(`${email} is subscribed.`)).toBeVisible();
}
