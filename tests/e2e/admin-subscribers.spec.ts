import { expect, test } from "./fixtures";
import { signInAsAdmin, uniqueEmail } from "./helpers/auth";

test("the admin finds a new subscriber, filters by status and exports CSV", async ({ page, browser }) => {
  const email = uniqueEmail("listed");
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/");
  const form = visitorPage.getByRole("form", { name: "Newsletter" });
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("button", { name: "Subscribed!" })).toBeVisible();
  // No analytics service is configured in this run, so the public site sets no cookie at all.
  expect(await visitor.cookies()).toEqual([]);
  await visitor.close();

  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Subscribers" }).click();
  await expect(page.getByRole("heading", { name: "Subscribers", level: 1 })).toBeVisible();
  await expect(page.getByText("New subscribers, last 30 days").first()).toBeVisible();
  await page.getByLabel("Search by e-mail").fill(email);
  // Not confirmed yet (double opt-in): listed as awaiting confirmation, not among the active.
  await page.getByLabel("Status").selectOption("pending");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByRole("cell", { name: email })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Awaiting confirmation");
  await page.getByLabel("Status").selectOption("unsubscribed");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("No subscribers found")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const csv = await import("node:fs/promises").then((fs) => fs.readFile(file, "utf8"));
  expect(csv.split("\n")[0]).toBe("email,status,source,subscribed_at,updated_at");
  expect(csv).toContain(`"${email}","pending","website"`);
});

test("the CSV export refuses anyone but an admin", async ({ request }) => {
  const response = await request.get("/admin/subscribers/export", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  const forged = await request.get("/admin/subscribers/export", {
    maxRedirects: 0,
    headers: { cookie: "better-auth.session_token=forged.value" },
  });
  expect(forged.status()).toBe(401);
});
