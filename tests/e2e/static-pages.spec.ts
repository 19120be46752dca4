import { expect, test } from "./fixtures";

const PAGES = [
  { link: "About Us", path: "/about", heading: "About Creatorkit", text: "offline engine" },
  { link: "FAQ", path: "/faq", heading: "Frequently asked questions", text: "account" },
  { link: "Terms of Service", path: "/terms-of-service", heading: "Terms of Service", text: "Last updated" },
  { link: "Privacy Policy", path: "/privacy-policy", heading: "Privacy Policy", text: "hash" },
  { link: "Disclaimer", path: "/disclaimer", heading: "Disclaimer", text: "AI" },
] as const;

for (const p of PAGES) {
  test(`${p.link} opens from the footer with its own title and copy`, async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link", { name: p.link, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${p.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.heading);
    await expect(page).toHaveTitle(new RegExp(`^${p.link} \\| Creatorkit$`));
    await expect(page.getByRole("main")).toContainText(p.text);
  });
}

test("the FAQ answers open without JavaScript and carry FAQPage JSON-LD", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/faq");
  const first = page.locator("details").first();
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  );
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity.length).toBeGreaterThanOrEqual(10);
  await context.close();
});

test("the privacy policy says what is collected", async ({ page }) => {
  await page.goto("/privacy-policy");
  const main = page.getByRole("main");
  for (const phrase of ["newsletter", "salted", "contact", "AI provider"])
    await expect(main).toContainText(phrase);
});
