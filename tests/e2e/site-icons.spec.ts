import { expect, test } from "./fixtures";
import { untilCached } from "./helpers/page-cache";

test("every page links a favicon, an apple-touch icon and a web manifest that all load", async ({
  page,
  request,
}) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toContain("image/");

  for (const path of ["/", "/blog", "/tool/ai-hashtag-generator"]) {
    await page.goto(path);
    for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]', 'link[rel="manifest"]']) {
      const href = await page.locator(selector).first().getAttribute("href");
      expect(href, `${selector} on ${path}`).toBeTruthy();
      expect((await request.get(href!)).status(), `${href} on ${path}`).toBe(200);
    }
  }

  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "Creatorkit: free AI content tools", start_url: "/" });
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
});

test("a cached page draws its icons from symbols in its own markup while they fit its first round trip, else from one cached sprite", async ({
  page,
  request,
}) => {
  const spriteRequests: string[] = [];
  page.on("request", (sent) => void (sent.url().includes("/icons.svg") && spriteRequests.push(sent.url())));
  const uses = page.locator("svg.icon use");
  const hrefs = () => uses.evaluateAll((els) => els.map((el) => el.getAttribute("href")!));
  // Drawn: the symbol was found and has a size (an unknown id draws nothing).
  const drawn = () => uses.first().evaluate((el) => (el as SVGUseElement).getBBox().width);

  for (const path of ["/ebooks", "/faq", "/about"]) {
    await untilCached(request, path);
    await page.goto(path);
    // lucide-react's icons put their shapes into the page and its RSC payload: none on these pages.
    await expect(page.locator("svg.lucide")).toHaveCount(0);
    const ids = new Set(await hrefs());
    expect(ids.size, path).toBeGreaterThan(0);
    for (const id of ids) {
      expect(id, path).toMatch(/^#icon-\w+$/);
      await expect(page.locator(`symbol${id}`), `${id} on ${path}`).toHaveCount(1);
    }
    // Only the symbols it draws.
    await expect(page.locator("symbol")).toHaveCount(ids.size);
    expect(await drawn(), path).toBeGreaterThan(0);
  }
  expect(spriteRequests).toEqual([]);

  // A page React renders in the browser (here after a link) draws from the sprite.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tools" }).click();
  await expect(page).toHaveURL(/\/tools$/);
  const fromSprite = page.locator('main svg.icon use[href^="/icons.svg"]').first();
  await expect
    .poll(() => fromSprite.evaluate((el) => (el as SVGUseElement).getBBox().width))
    .toBeGreaterThan(0);

  // So does /tools as cached: its 35 icons' symbols would take it past its first round trip.
  await untilCached(request, "/tools");
  await page.goto("/tools");
  await expect(page.locator("symbol")).toHaveCount(0);
  const addresses = new Set((await hrefs()).map((href) => href.split("#")[0]!));
  expect([...addresses]).toEqual([expect.stringMatching(/^\/icons\.svg\?v=[\w-]{10}$/)]);
  expect(await drawn()).toBeGreaterThan(0);
  const sprite = await request.get([...addresses][0]!);
  expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
  expect(sprite.headers()["cache-control"]).toContain("immutable");
  const svg = await sprite.text();
  for (const href of await hrefs())
    expect(svg, href).toContain(`<symbol id="${href.split("#")[1]}" viewBox="0 0 24 24">`);
});
