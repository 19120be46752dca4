import { expect, test } from "./fixtures";
import { uniqueEmail } from "./helpers/auth";
import { mailLinks } from "./helpers/outbox";

test("subscribing shows Subscribed! and the thanks, then returns to idle after 5 seconds", async ({
  page,
}) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Newsletter" });
  await expect(form.getByText("We respect your privacy. Unsubscribe at any time.")).toBeVisible();
  await form.getByLabel("Email address").fill(uniqueEmail("reader"));
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("button", { name: "Subscribed!" })).toBeVisible();
  await expect(form.getByText("Thank you for subscribing! You'll receive updates soon.")).toBeVisible();
  await expect(form.getByRole("button", { name: "Subscribe", exact: true })).toBeVisible({ timeout: 8_000 });
  await expect(form.getByText("Thank you for subscribing!")).toHaveCount(0);
});

test("an address without @ gets SPEC's message", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.getByLabel("Email address").fill("not-an-address");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await form.getByLabel("Email address").fill("");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
});

test("without JavaScript the form still subscribes: the page comes back with the answer", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/blog/seo-best-practices-for-2024");
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.getByLabel("Email address").fill("not-an-address");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByLabel("Email address")).toHaveValue("not-an-address");
  await form.getByLabel("Email address").fill(uniqueEmail("no-script"));
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Thank you for subscribing! You'll receive updates soon.")).toBeVisible();
  await expect(form.getByRole("button", { name: "Subscribed!" })).toBeVisible();
  await context.close();
});

test("the welcome e-mail's link confirms the subscription, and its unsubscribe link unsubscribes in one click", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("leaver");
  await page.goto("/");
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("button", { name: "Subscribed!" })).toBeVisible();
  await expect(form.getByText("follow its link to confirm your address")).toBeVisible();

  // Double opt-in: the mail's first link confirms, on the page's button (a mail scanner's visit does not).
  const subject = "Confirm your Creatorkit newsletter subscription";
  const [confirmLink, leaveLink] = (await mailLinks(browser, email, [subject]))[0]!;
  const confirm = new URL(confirmLink!);
  await page.goto(confirm.pathname + confirm.search);
  await expect(page.getByText(`Send the Creatorkit newsletter to ${email}`)).toBeVisible();
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByText(`${email} is subscribed.`)).toBeVisible();

  const leave = new URL(leaveLink!);
  await page.goto(leave.pathname + leave.search);
  await expect(page.getByText(`Stop sending the Creatorkit newsletter to ${email}?`)).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText(`${email} is unsubscribed.`)).toBeVisible();

  // Forged tokens change nothing.
  await page.goto(`/newsletter/unsubscribe?email=${encodeURIComponent(email)}&token=forged-token-value`);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("This unsubscribe link is not valid.", { exact: false })).toBeVisible();
  await page.goto(confirm.pathname + confirm.search.replace(/token=[^&]+/, "token=forged-token-value"));
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByText("This confirmation link is not valid any more.")).toBeVisible();
});
