import { expect, test, type Page } from "./fixtures";
import { untilCached } from "./helpers/page-cache";

// CLS 0 (issue 13): nothing on the public pages moves once painted. What fills in after load (the navbar's
// account slot, a text tool's quota line, a PDF tool's screen) has its space reserved; the shifts are read
// from the browser's own layout-shift entries once those have filled in, so the check counts shifts, not time.
const PAGES = [
  "/",
  "/tools",
  "/ebooks",
  "/blog/seo-best-practices-for-2024",
  "/tool/ai-social-caption-generator",
  // A PDF tool's screen loads in the browser after the page: its place is held at its first size.
  "/tool/compress-pdf",
  "/tool/merge-pdf",
  "/tool/sign-pdf",
];
// Lighthouse's phone (mobile form factor) and a laptop, where the navbar shows the account slot inline.
const VIEWPORTS = [
  { name: "phone", width: 412, height: 823 },
  { name: "laptop", width: 1280, height: 720 },
];

async function shifts(page: Page): Promise<string[]> {
  // The site's stylesheet, requested after the first paint (lib/cache/after-paint.ts), applied.
  await page.waitForFunction(() =>
    [...document.styleSheets].some((sheet) => sheet.href?.includes("/_next/static/")),
  );
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        // Two frames, so whatever the answers above changed has been laid out before the entries are read.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            new PerformanceObserver((list) =>
              resolve(
                list
                  .getEntries()
                  .map((entry) => entry as PerformanceEntry & { value: number; sources: { node?: Node }[] })
                  .map((e) => `${e.value.toFixed(5)} ${e.sources.map((s) => s.node?.nodeName).join(",")}`),
              ),
            ).observe({ type: "layout-shift", buffered: true }),
          ),
        );
        // No entry at all: the observer never calls back.
        setTimeout(() => resolve([]), 500);
      }),
  );
}

for (const viewport of VIEWPORTS) {
  for (const path of PAGES) {
    test(`${path} does not shift on a ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // As most visits get it: from the page cache, its critical CSS inline and its stylesheet and scripts
      // requested after the first paint (lib/cache/after-paint.ts), which is where a late style would move
      // what painted.
      await untilCached(page.request, path);
      await page.goto(path);
      // What fills in after load, filled in (on a phone the account sits in the closed menu).
      if (viewport.width >= 768) {
        const nav = page.getByRole("navigation", { name: "Main" });
        await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
      }
      // A PDF tool's screen has arrived once its file picker (absent from the place held for it) is there.
      if (path.endsWith("-pdf")) await expect(page.locator('input[type="file"]')).toBeAttached();
      else if (path.startsWith("/tool/"))
        await expect(page.getByTestId("quota")).toHaveText(/generations left/);
      expect(await shifts(page)).toEqual([]);
    });
  }
}
