import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./helpers/auth";

test.describe("the tool catalogue", () => {
  test("lists every tool by category and searches with ?q=", async ({ page }) => {
    await page.goto("/tools");
    await expect(page.getByRole("heading", { name: "Free AI Tools", level: 1 })).toBeVisible();
    for (const name of [
      "AI Writing Tools (7)",
      "SEO & Marketing Tools (7)",
      "Image Tools (2)",
      "PDF Tools (26)",
      "Business Tools (2)",
    ]) {
      await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    }
    await expect(page.getByText("44 tools", { exact: true })).toBeVisible();
    // Kept in the catalogue without an image provider, and marked so.
    const imageCard = page.getByRole("listitem").filter({ hasText: "Free Image Generator" });
    await expect(imageCard.getByText("Needs an image provider", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: "Prompt Generator" }).getByText("Needs an image provider"),
    ).toHaveCount(0);

    await page.getByRole("searchbox", { name: "Search tools" }).fill("hashtag");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/tools\?q=hashtag$/);
    await expect(page.getByText("1 tool matching “hashtag”")).toBeVisible();
    await page.getByRole("link", { name: "AI Hashtag Generator" }).click();
    await expect(page).toHaveURL(/\/tool\/ai-hashtag-generator$/);
    await expect(page.getByRole("heading", { name: "AI Hashtag Generator", level: 1 })).toBeVisible();
  });

  test("is served from cache without a query and rendered per request with one", async ({ request }) => {
    await request.get("/tools");
    const catalogue = await request.get("/tools");
    expect(catalogue.status()).toBe(200);
    expect(catalogue.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
    expect(catalogue.headers()["cache-control"]).not.toContain("no-store");
    expect(await catalogue.text()).toContain("AI Hashtag Generator");

    const search = await request.get("/tools?q=hashtag");
    expect(search.status()).toBe(200);
    expect(search.headers()["x-nextjs-cache"]).toBeUndefined();
    expect(search.headers()["cache-control"]).toContain("no-store");
    expect(await search.text()).toContain("1 tool matching");
  });

  test("filters by category and says when nothing matches", async ({ page }) => {
    await page.goto("/tools");
    await page
      .getByRole("navigation", { name: "Tool categories" })
      .getByRole("link", { name: "PDF Tools (26)" })
      .click();
    await expect(page).toHaveURL(/category=pdf-tools/);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["PDF Tools (26)"]);
    await page.goto("/tool/merge-pdf");
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "PDF Tools" })
      .click();
    await expect(page).toHaveURL(/\/tools\?category=pdf-tools$/);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["PDF Tools (26)"]);
    await page.goto("/tools?q=zzzz-nothing");
    await expect(page.getByText("No tools match your search.")).toBeVisible();
  });
});

test.describe("a text tool", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("validates, generates offline, copies a variant, regenerates and edits", async ({ page }) => {
    await page.goto("/tool/ai-social-caption-generator");
    await expect(page.getByRole("heading", { name: "What it does" })).toBeVisible();
    await expect(page.getByTestId("quota")).toHaveText(/^\d+ of 30 free generations left this hour$/);

    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText("Topic is required")).toBeVisible();
    await expect(page.getByText("Tone is required")).toBeVisible();
    await expect(page.getByText("Platform is required")).toBeVisible();
    await expect(page.getByLabel("Topic")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Topic").fill("Morning routine for busy parents");
    await page.getByLabel("Tone").selectOption("Witty");
    await page.getByLabel("Platform").selectOption("Twitter (X)");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText("Written by the built-in engine from your input.")).toBeVisible();
    await expect(page.getByText("A site with an AI provider connected writes the full text.")).toBeVisible();
    // Setup hints are for the site's admin, not for visitors.
    await expect(page.getByText("AI_PROVIDER")).toHaveCount(0);
    const first = page.getByRole("article", { name: "Variant 1" });
    await expect(first).toContainText(/morning routine for busy parents/i);
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(first.getByText(/^\d+ \/ 280 characters \(Twitter \(X\) post limit\)$/)).toBeVisible();
    // React resets a form after its action: every field, the choices too, keeps what was sent.
    await expect(page.getByLabel("Topic")).toHaveValue("Morning routine for busy parents");
    await expect(page.getByLabel("Tone")).toHaveValue("Witty");
    await expect(page.getByLabel("Platform")).toHaveValue("Twitter (X)");

    const text = (await first.locator("p.whitespace-pre-wrap").innerText()).trim();
    await first.getByRole("button", { name: "Copy variant 1" }).click();
    await expect(first.getByText("Copied")).toBeVisible();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(text);

    await page.getByRole("button", { name: "Regenerate" }).click();
    await expect(first.locator("p.whitespace-pre-wrap")).not.toHaveText(text);
    await expect(page.getByRole("article")).toHaveCount(3);

    const again = page.getByRole("article", { name: "Variant 1" });
    await again.getByRole("button", { name: "Edit" }).click();
    await again.getByRole("textbox", { name: "Edit variant 1" }).fill("My own words.");
    await expect(again.getByText("13 / 280 characters (Twitter (X) post limit)")).toBeVisible();
    await again.getByRole("button", { name: "Done" }).click();
    await expect(again.getByText("My own words.")).toBeVisible();
  });

  for (const [slug, field, value] of [
    ["blog-ideas-generator", "Niche", "Home composting"],
    ["meta-tag-and-keyword-planner", "Topic", "Home composting"],
  ] as const) {
    // The offline engine writes plain text; a model's Markdown is rendered (tests/unit/tools-markdown).
    test(`${slug} shows its result as clean text, never raw Markdown`, async ({ page }) => {
      await page.goto(`/tool/${slug}`);
      await page.getByLabel(field).fill(value);
      await page.getByRole("button", { name: "Generate" }).click();
      const first = page.getByRole("article", { name: "Variant 1" });
      await expect(first).toContainText(/composting/i);
      for (const card of await page.getByRole("article").all()) {
        expect(await card.locator(":scope > div").innerText()).not.toMatch(/\*\*|^- |^#/m);
      }
    });
  }

  test("renders a long-form result as formatted text", async ({ page }) => {
    await page.goto("/tool/seo-blog-generator");
    await page.getByLabel("Main Keyword").fill("cold brew coffee");
    await page
      .getByRole("textbox", { name: "Title", exact: true })
      .fill("How to Make Cold Brew Coffee at Home");
    await page.getByLabel("Word Count").selectOption("800");
    await page.getByRole("button", { name: "Generate" }).click();
    const draft = page.getByRole("article", { name: "Variant 1" });
    await expect(draft.getByRole("heading", { name: "How to Make Cold Brew Coffee at Home" })).toBeVisible();
    await expect(draft.getByRole("heading", { name: "What is cold brew coffee?" })).toBeVisible();
  });
});

test.describe("tool pages", () => {
  // All tools render on one route; each page loads its own screen's code (components/tools/screens.tsx).
  // A string only that screen's code holds marks it in whatever JavaScript the page loads.
  const SCREEN_MARKERS = {
    text: "result-heading",
    pdf: "Convert images to grayscale",
    schema: "Fill details from description with AI",
    calculator: "figures, for example a year",
  };
  for (const [path, own] of [
    ["/tool/ai-humanizer", "text"],
    ["/tool/compress-pdf", "pdf"],
    ["/tool/schema-markup-generator", "schema"],
    ["/tool/after-sales-calculator", "calculator"],
  ] as const) {
    test(`${path} loads its own screen's code and no other kind's`, async ({ browser }) => {
      // A fresh context each: nothing comes from an earlier page's cache without a response.
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on("response", async (response) => {
        if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(await response.text());
      });
      await page.goto(path);
      // A PDF screen's code is requested only once the page has hydrated, which on a busy machine can come
      // later than the network's first half-second of quiet: wait for the page's own screen, then for quiet.
      await expect.poll(() => scripts.join("\n").includes(SCREEN_MARKERS[own])).toBe(true);
      await page.waitForLoadState("networkidle");
      const code = scripts.join("\n");
      for (const [kind, marker] of Object.entries(SCREEN_MARKERS)) {
        expect(code.includes(marker), `${path} holds the ${kind} screen`).toBe(kind === own);
      }
      await context.close();
    });
  }

  test("the image generator says plainly that it is not set up", async ({ page }) => {
    await page.goto("/tool/free-image-generator");
    await expect(page.getByText("This tool needs an image provider.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate image" })).toHaveCount(0);
    await expect(page.getByText("AI_IMAGE_MODEL")).toHaveCount(0);
  });

  test("signed in as admin, the setup hints show under a result and on the image generator", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/tool/free-image-generator");
    await expect(page.getByText("AI_IMAGE_MODEL")).toBeVisible();
    await page.goto("/tool/ai-hashtag-generator");
    await page.getByLabel("Topic").fill("Sourdough baking at home");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText("Written by the built-in engine from your input.")).toBeVisible();
    await expect(page.getByText("AI_PROVIDER")).toBeVisible();
  });

  test("carry SEO metadata, JSON-LD and an Open Graph image; unknown slugs show the not-found page", async ({
    page,
    request,
  }) => {
    await page.goto("/tool/ai-humanizer");
    await expect(page).toHaveTitle("AI Humanizer: free online tool | Creatorkit");
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({ "@type": "WebApplication", name: "AI Humanizer", isAccessibleForFree: true });
    const ogUrl = await page.locator('meta[property="og:image"]').getAttribute("content");
    const ogPath = new URL(ogUrl!);
    const og = await request.get(ogPath.pathname + ogPath.search);
    expect(og.status()).toBe(200);
    expect(og.headers()["content-type"]).toBe("image/png");
    const missing = await page.goto("/tool/no-such-tool");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    // A PDF tool's page, its JSON-LD and share card at its public address.
    await page.goto("/tool/merge-pdf");
    const pdfLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(pdfLd).toMatchObject({ name: "Merge PDF", url: expect.stringMatching(/\/tool\/merge-pdf$/) });
    // Its share card is at its public address too, never under the internal route.
    const pdfOg = new URL((await page.locator('meta[property="og:image"]').getAttribute("content"))!);
    expect(pdfOg.pathname).toBe("/tool/merge-pdf/og-image");
    expect((await request.get(pdfOg.pathname)).headers()["content-type"]).toBe("image/png");
    expect((await request.get("/tool/no-such-tool/og-image")).status()).toBe(404);
  });
});
