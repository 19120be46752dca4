import { expect, test } from "./fixtures";

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

test("the pages' icons are drawn from one cached sprite, not shipped in each page", async ({
  page,
  request,
}) => {
  const hrefs = new Set<string>();
  for (const path of ["/", "/tools", "/ebooks", "/faq"]) {
    await page.goto(path);
    // lucide-react's icons put their shapes into the page and its RSC payload: none on these pages.
    await expect(page.locator("svg.lucide")).toHaveCount(0);
    const uses = page.locator("svg.icon use");
    expect(await uses.count(), path).toBeGreaterThan(0);
    for (const href of await uses.evaluateAll((els) => els.map((el) => el.getAttribute("href")!))) {
      hrefs.add(href);
    }
    // Drawn: the symbol was found in the sprite and has a size (an unknown id draws nothing).
    await expect
      .poll(() => uses.first().evaluate((el) => (el as SVGUseElement).getBBox().width), { message: path })
      .toBeGreaterThan(0);
  }
  const addresses = new Set([...hrefs].map((href) => href.split("#")[0]!));
  expect(addresses.size).toBe(1);
  const [address] = addresses;
  expect(address).toMatch(/^\/icons\.svg\?v=[\w-]{10}$/);
  const sprite = await request.get(address!);
  expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
  expect(sprite.headers()["cache-control"]).toContain("immutable");
  const svg = await sprite.text();
  for (const id of new Set([...hrefs].map((href) => href.split("#")[1]!))) {
    expect(svg, id).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
  }
});
