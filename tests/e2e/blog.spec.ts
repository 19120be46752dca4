import { expect, test, type Locator } from "./fixtures";

const GETTING_STARTED = "Getting Started with AI Content Creation";
const SEO_POST = "SEO Best Practices for 2024";
const SHORT_DATE = /\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/;

function cards(page: { getByRole: Locator["getByRole"] }) {
  return page.getByRole("article");
}

test("the blog lists the seeded posts, newest first, with date, category chip and reading time", async ({
  page,
}) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
  const list = cards(page);
  await expect(list).toHaveCount(2);
  await expect(list.nth(0).getByRole("heading", { name: SEO_POST })).toBeVisible();
  await expect(list.nth(1).getByRole("heading", { name: GETTING_STARTED })).toBeVisible();
  for (const [index, category] of [
    [0, "SEO"],
    [1, "AI Tools"],
  ] as const) {
    const card = list.nth(index);
    await expect(card.getByText(SHORT_DATE)).toBeVisible();
    await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(card.getByRole("link", { name: category, exact: true })).toBeVisible();
  }
  await expect(page.getByText("2 posts")).toBeVisible();
});

test("filters by category and by tag through their own URLs", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: /SEO/ }).click();
  await expect(page).toHaveURL(/\/blog\/category\/seo$/);
  await expect(page.getByRole("heading", { name: "SEO", level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole("heading", { name: SEO_POST })).toBeVisible();

  await page.getByRole("navigation", { name: "Tags" }).getByRole("link", { name: /#AI/ }).click();
  await expect(page).toHaveURL(/\/blog\/tag\/ai$/);
  await expect(page.getByRole("heading", { name: "#AI", level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole("heading", { name: GETTING_STARTED })).toBeVisible();

  await page.goto("/blog/tag/content-creation");
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole("link", { name: "Show all posts" }).click();
  await expect(page).toHaveURL(/\/blog$/);

  const missing = await page.goto("/blog/category/no-such-category");
  expect(missing?.status()).toBe(404);
  // Two posts make one page: later pages and malformed page numbers do not exist.
  for (const path of ["/blog/page/2", "/blog/page/01", "/blog/tag/ai/page/2"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
  expect((await page.goto("/blog/page/1"))?.status()).toBe(200);
});

test("searches titles and content, and says when nothing matches", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("searchbox", { name: "Search posts" }).fill("core web vitals");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/blog\/search\?q=core\+web\+vitals$/);
  await expect(page.getByRole("heading", { name: "Search results for “core web vitals”" })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole("heading", { name: SEO_POST })).toBeVisible();
  // The card shows a snippet around the matched words (stemmed: "Vitals" for "vitals"), marked.
  const snippet = cards(page).getByTestId("search-snippet");
  await expect(snippet).toContainText("Core Web Vitals");
  await expect(
    snippet
      .locator("mark")
      .filter({ hasText: /^Vitals$/ })
      .first(),
  ).toBeVisible();
  await expect(
    snippet
      .locator("mark")
      .filter({ hasText: /^Core$/ })
      .first(),
  ).toBeVisible();

  await page.getByRole("searchbox", { name: "Search posts" }).fill("100%_nothing");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No posts found")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search box still works", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("searchbox", { name: "Search posts" }).fill("prompt");
    await page.getByRole("searchbox", { name: "Search posts" }).press("Enter");
    await expect(page).toHaveURL(/\/blog\/search\?q=prompt$/);
    await expect(cards(page).getByRole("heading", { name: GETTING_STARTED })).toBeVisible();
  });

  test("a long post is readable in full, not hidden behind a loading state", async ({ page }) => {
    await page.goto("/blog/seo-best-practices-for-2024");
    await expect(page.getByRole("heading", { name: SEO_POST, level: 1 })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "1. Start with search intent, not keywords" }),
    ).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading page" })).toHaveCount(0);
  });
});
