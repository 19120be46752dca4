import { expect, test, type Page } from "./fixtures";
import { untilCached } from "./helpers/page-cache";

// First paint from the HTML alone (DESIGN, The hot path): a page served from the page cache carries the
// rules its markup uses in <head>, requests its scripts, its chunk preloads and the site's stylesheet only
// once it has painted (lib/cache/after-paint.ts), and no page waits for a web font: the site uses the
// system's own.

/** What a loaded page requested, measured from its first contentful paint, once it has hydrated. */
async function afterPaint(page: Page) {
  // The navbar's account slot is filled in by React: the page's scripts arrived and ran.
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }),
  ).toBeVisible();
  await page.waitForFunction(() =>
    [...document.styleSheets].some((sheet) => sheet.href?.includes("/_next/static/")),
  );
  return page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
    const built = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/_next/static/"));
    return {
      scripts: built.filter((entry) => entry.name.endsWith(".js")).length > 0,
      sheets: built.filter((entry) => entry.name.endsWith(".css")).length,
      beforePaint: built.filter((entry) => entry.startTime < paint).map((entry) => entry.name),
      fonts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\.(woff2?|ttf|otf)$/.test(entry.name)).length,
      bodyFont: getComputedStyle(document.body).fontFamily,
    };
  });
}

for (const path of ["/", "/blog/seo-best-practices-for-2024", "/tool/ai-humanizer", "/tool/compress-pdf"]) {
  test(`${path} from the page cache paints from its HTML and requests its scripts and sheet after`, async ({
    page,
    request,
  }) => {
    await untilCached(request, path);
    const html = await (await request.get(path)).text();
    const [head = "", body = ""] = html.split("</head>");
    // Compared as facts rather than strings: a failure would otherwise print 70 KB of page.
    expect({
      // Its own rules, inline: the header's classes are in every page's markup.
      rulesInline: /<style>[^]*\.sticky\{position:sticky\}[^]*<\/style>/.test(head),
      sheetInHead: /<link rel="stylesheet"/.test(head),
      // Only the legacy browsers' polyfill (`nomodule`) stays: no current browser requests it.
      scriptsInHead: /<script src="[^"]+" async/.test(head),
      preloadsInHead: /<link [^>]*rel="preload"/.test(head),
      // Without JavaScript the sheet still loads, after the content.
      sheetAfterContent: /<main[^]*<noscript><link rel="stylesheet" href="\/_next\/static\/[^"]+\.css">/.test(
        body,
      ),
      // Nothing is painted before the whole page is parsed: a part painted early would move.
      paintsWhenParsed:
        /<link rel="expect" href="#page-end" blocking="render">/.test(head) &&
        /<\/footer>[^]*<div id="page-end" hidden>/.test(body),
    }).toEqual({
      rulesInline: true,
      sheetInHead: false,
      scriptsInHead: false,
      preloadsInHead: false,
      sheetAfterContent: true,
      paintsWhenParsed: true,
    });

    await page.goto(path);
    expect(await afterPaint(page)).toEqual({
      scripts: true,
      sheets: 1,
      beforePaint: [],
      fonts: 0,
      bodyFont: expect.stringMatching(/^ui-sans-serif, system-ui/),
    });
  });
}

/** Every element's computed style, but for custom properties: only those a page's rules read are inline. */
async function computedStyles(page: Page) {
  return page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished));

    return [...document.querySelectorAll("body *")].map((element) => {
      const style = getComputedStyle(element);
      const declared = [...style].filter((property) => !property.startsWith("--"));
      return {
        element: `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`,
        style: Object.fromEntries(declared.map((property) => [property, style.getPropertyValue(property)])),
      };
    });
  });
}

// The critical CSS alone styles every element as the whole stylesheet does: nothing changes when the sheet
// arrives after the first paint. Without JavaScript, so both loads render the same markup; read once every
// animation has ended (reduced motion shortens them), so none is caught at a different moment in each.
for (const path of [
  "/",
  "/about",
  "/privacy-policy",
  "/blog/seo-best-practices-for-2024",
  "/tools",
  "/ebooks",
  "/tool/ai-humanizer",
  "/tool/compress-pdf",
]) {
  test(`${path} from the page cache looks the same before its stylesheet arrives`, async ({
    browser,
    request,
  }) => {
    await untilCached(request, path);
    const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(path);
    const whole = await computedStyles(page);
    await page.route("**/_next/static/**/*.css", (route) => route.abort());
    await page.goto(path);
    const critical = await computedStyles(page);
    expect(critical.length).toBe(whole.length);
    const differences = whole.flatMap(({ element, style }, i) =>
      Object.keys(style)
        .filter((property) => critical[i]!.style[property] !== style[property])
        .map((property) => `${element}: ${property} ${style[property]} -> ${critical[i]!.style[property]}`),
    );
    expect(differences.slice(0, 10)).toEqual([]);
    await context.close();
  });
}

test("a page rendered per request keeps Next's order: its stylesheet and scripts in <head>", async ({
  request,
}) => {
  const html = await (await request.get("/login")).text();
  const head = html.split("</head>")[0] ?? "";
  expect(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/.test(head)).toBe(true);
  expect(/<script src="\/_next\/static\/[^"]+\.js" async/.test(head)).toBe(true);
});
