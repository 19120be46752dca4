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

test("a cached page draws its icons from symbols in its own markup; what React renders later, from one cached sprite", async ({
  page,
  request,
}) => {
  const spriteRequests: string[] = [];
  page.on("request", (sent) => void (sent.url().includes("/icons.svg") && spriteRequests.push(sent.url())));
  for (const path of ["/", "/tools", "/ebooks", "/faq"]) {
    await untilCached(request, path);
    await page.goto(path);
    // lucide-react's icons put their shapes into the page and its RSC payload: none on these pages.
    await expect(page.locator("svg.lucide")).toHaveCount(0);
    const uses = page.locator("svg.icon use");
    expect(await uses.count(), path).toBeGreaterThan(0);
    const ids = new Set(await uses.evaluateAll((els) => els.map((el) => el.getAttribute("href")!)));
    for (const id of ids) {
      expect(id, path).toMatch(/^#icon-\w+$/);
      await expect(page.locator(`symbol${id}`), `${id} on ${path}`).toHaveCount(1);
    }
    // Only the symbols it draws.
    await expect(page.locator("symbol")).toHaveCount(ids.size);
    // Drawn: the symbol was found and has a size (an unknown id draws nothing).
    expect(await uses.first().evaluate((el) => (el as SVGUseElement).getBBox().width), path).toBeGreaterThan(
      0,
    );
  }
  expect(spriteRequests).toEqual([]);

  // A page React renders in the browser (here after a link) draws from the sprite.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Ebooks" }).click();
  await expect(page).toHaveURL(/\/ebooks$/);
  const fromSprite = page.locator('main svg.icon use[href^="/icons.svg"]').first();
  await expect
    .poll(() => fromSprite.evaluate((el) => (el as SVGUseElement).getBBox().width))
    .toBeGreaterThan(0);
  const [address, id] = (await fromSprite.getAttribute("href"))!.split("#");
  expect(address).toMatch(/^\/icons\.svg\?v=[\w-]{10}$/);
  const sprite = await request.get(address!);
  expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
  expect(sprite.headers()["cache-control"]).toContain("immutable");
  expect(await sprite.text()).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
});
