import { expect, test } from "./fixtures";
import { E2E_PORT } from "./helpers/constants";

const SEO_PATH = "/blog/seo-best-practices-for-2024";
const SEO_POST = "SEO Best Practices for 2024";
const GETTING_STARTED = "Getting Started with AI Content Creation";

test("opens a post from the list: title, author, dates, content, tags and related posts", async ({
  page,
}) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: SEO_POST }).click();
  await expect(page).toHaveURL(new RegExp(`${SEO_PATH}$`));
  const article = page.getByRole("article").first();
  await expect(article.getByRole("heading", { name: SEO_POST, level: 1 })).toBeVisible();
  await expect(article.getByText("Admin", { exact: true })).toBeVisible();
  await expect(article.getByText(/^\d+ min read$/)).toBeVisible();
  await expect(article.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/).first()).toBeVisible();
  await expect(
    article.getByRole("heading", { name: "1. Start with search intent, not keywords" }),
  ).toBeVisible();
  const tags = article.getByRole("list", { name: "Tags" });
  for (const tag of ["#SEO", "#Marketing", "#Content Creation"]) {
    await expect(tags.getByRole("link", { name: tag })).toBeVisible();
  }
  const related = page.getByRole("region", { name: "Related posts" });
  await related.getByRole("link", { name: GETTING_STARTED }).click();
  await expect(page.getByRole("heading", { name: GETTING_STARTED, level: 1 })).toBeVisible();
});

test("carries SEO metadata and parseable BlogPosting and BreadcrumbList JSON-LD", async ({
  page,
  request,
}) => {
  await page.goto(SEO_PATH);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const posting = data.find((d) => d["@type"] === "BlogPosting");
  const breadcrumbs = data.find((d) => d["@type"] === "BreadcrumbList");
  expect(posting).toMatchObject({ headline: "SEO Best Practices for 2024: A Practical Guide" });
  expect(posting?.url).toMatch(new RegExp(`^http://localhost:\\d+${SEO_PATH}$`));
  expect(posting?.image).toEqual([`${posting?.url}/card.png`]);
  expect(breadcrumbs?.itemListElement).toHaveLength(4);

  await expect(page).toHaveTitle("SEO Best Practices for 2024: A Practical Guide | Creatorkit");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${SEO_PATH}$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toBe(`${posting?.url}/card.png`);
  const image = await request.get(ogImage!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
});

test("the seeded article is inert: no dialog, no inline handlers, no script inside", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`/blog/getting-started-with-ai-content-creation`);
  await expect(page.getByRole("heading", { name: GETTING_STARTED, level: 1 })).toBeVisible();
  const unsafe = await page
    .locator("article")
    .evaluateAll((articles) =>
      articles.flatMap((article) =>
        [article, ...article.querySelectorAll("*")].flatMap((el) => [
          ...(el.tagName === "SCRIPT" ? ["script"] : []),
          ...el.getAttributeNames().filter((name) => name.startsWith("on")),
          ...["href", "src"]
            .map((name) => el.getAttribute(name) ?? "")
            .filter((value) => /^\s*(javascript|data):/i.test(value)),
        ]),
      ),
    );
  expect(unsafe).toEqual([]);
  expect(dialogs).toEqual([]);
});

test("counts a view once per visitor and ignores bots", async ({ browser, request }) => {
  // A visitor of its own: the server takes the address from the connection, and all of 127.0.0.0/8 is
  // this machine, so a random loopback address is a new visitor.
  const visitor = `127.0.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 2}`;
  const context = await browser.newContext({ baseURL: `http://${visitor}:${E2E_PORT}` });
  const page = await context.newPage();
  const beacon = () => page.waitForResponse((r) => r.url().endsWith("/api/blog/views"));

  const [first] = await Promise.all([beacon(), page.goto(SEO_PATH)]);
  expect(await first.json()).toEqual({ counted: true });
  const [second] = await Promise.all([beacon(), page.reload()]);
  expect(await second.json()).toEqual({ counted: false });
  await context.close();

  const bot = await request.post("/api/blog/views", {
    headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
    data: { postId: 1 },
  });
  expect(await bot.json()).toEqual({ counted: false, reason: "bot" });
});

test("an unknown post shows the 404 page", async ({ page }) => {
  const response = await page.goto("/blog/this-post-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Post not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
