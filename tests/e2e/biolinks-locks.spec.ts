import { expect, test } from "./fixtures";
import { createPublicBioPage } from "./helpers/biolinks";

// Links with a condition before the redirect, followed by a visitor without JavaScript: a sensitive link asks
// the visitor to confirm they are 18 or older first; a locked one asks for its password; one with a click
// limit closes when it is used up; a link whose "Show until" has passed says it has expired to whoever still
// has its address.

test("a sensitive link asks for an adult's confirmation, a locked one for its password, a used-up or expired one says so", async ({
  page,
  browser,
  baseURL,
}) => {
  const slug = await createPublicBioPage(page, browser, `${baseURL}/about`);
  const mine = page.getByRole("listitem", { name: "Link: My site" });
  await mine.getByText("Lock and limits").click();
  await mine.getByLabel("Sensitive content: visitors confirm they are 18 or older first").check();
  await page.getByRole("button", { name: "Add link" }).click();
  const soon = page.getByRole("listitem", { name: "Link: (empty)" });
  await soon.getByLabel("URL").fill(`${baseURL}/contact`);
  await soon.getByLabel("Title").fill("Offer");
  await page.getByRole("button", { name: "Add link" }).click();
  const members = page.getByRole("listitem", { name: "Link: (empty)" });
  await members.getByLabel("URL").fill(`${baseURL}/terms-of-service`);
  await members.getByLabel("Title").fill("Members");
  const locked = page.getByRole("listitem", { name: "Link: Members" });
  await page.getByRole("button", { name: "Add link" }).click();
  const once = page.getByRole("listitem", { name: "Link: (empty)" });
  await once.getByLabel("URL").fill(`${baseURL}/privacy-policy`);
  await once.getByLabel("Title").fill("Once");
  await page.getByRole("listitem", { name: "Link: Once" }).getByText("Lock and limits").click();
  await page.getByRole("listitem", { name: "Link: Once" }).getByLabel("Click limit (optional)").fill("1");
  await locked.getByText("Lock and limits").click();
  await locked.getByLabel("Password (optional)").fill("short");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The password must be at least 6 characters").first()).toBeVisible();
  await locked.getByLabel("Password (optional)").fill("open-sesame");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visit = await visitor.newPage();
  await visit.goto(`/l/${slug}`);
  const offer = await visit.getByRole("link", { name: "Offer" }).getAttribute("href");
  await visit.getByRole("link", { name: "My site 18+" }).click();
  await expect(visit.getByRole("heading", { name: "Sensitive content", level: 1 })).toBeVisible();
  await expect(visit.getByText("Continue only if you are 18 or older.")).toBeVisible();
  await visit.getByRole("link", { name: "Back to the page" }).click();
  await expect(visit).toHaveURL(new RegExp(`/l/${slug}$`));
  await visit.getByRole("link", { name: "My site 18+" }).click();
  await visit.getByRole("link", { name: "I am 18 or older, continue" }).click();
  await expect(visit).toHaveURL(`${baseURL}/about`);

  // The link with a limit of one click opens once.
  await visit.goto(`/l/${slug}`);
  await visit.getByRole("link", { name: "Once" }).click();
  await expect(visit).toHaveURL(`${baseURL}/privacy-policy`);
  await visit.goto(`/l/${slug}`);
  await visit.getByRole("link", { name: "Once" }).click();
  await expect(
    visit.getByRole("heading", { name: "This link has reached its limit", level: 1 }),
  ).toBeVisible();

  // The locked link's address is nowhere on the page; its form opens it with the right password only.
  await visit.goto(`/l/${slug}`);
  expect(await visit.content()).not.toContain("terms-of-service");
  await visit.getByRole("link", { name: "Members" }).click();
  await expect(visit.getByRole("heading", { name: "This link is locked", level: 1 })).toBeVisible();
  await visit.getByLabel("Password").fill("open-sesame?");
  await visit.getByRole("button", { name: "Open link" }).click();
  await expect(visit.getByRole("alert")).toHaveText("Wrong password. Try again.");
  await visit.getByLabel("Password").fill("open-sesame");
  await visit.getByRole("button", { name: "Open link" }).click();
  await expect(visit).toHaveURL(`${baseURL}/terms-of-service`);

  // The offer closes: gone from the page, and its address says it has expired.
  await page.getByRole("listitem", { name: "Link: Offer" }).getByText("Schedule").click();
  await page.getByRole("listitem", { name: "Link: Offer" }).getByLabel("Show until").fill("2020-01-01T10:00");
  // The first save's "Saved" is still shown: wait for this save's answer.
  const saved = page.waitForResponse((answer) => answer.request().method() === "POST" && answer.ok());
  await page.getByRole("button", { name: "Save" }).click();
  await saved;
  const expired = await visit.goto(offer!);
  expect(expired!.status()).toBe(410);
  await expect(visit.getByRole("heading", { name: "This link has expired", level: 1 })).toBeVisible();
  await visit.goto(`/l/${slug}`);
  await expect(visit.getByRole("link", { name: "Offer" })).toHaveCount(0);
  await visitor.close();
});
