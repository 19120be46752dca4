import { expect, test } from "@playwright/test";

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
