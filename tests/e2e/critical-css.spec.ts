import { expect, test, type Page } from "@playwright/test";
import { untilCached } from "./helpers/page-cache";

// First paint from the HTML alone (DESIGN, The hot path): a page served from the page cache carries the
// rules its markup uses in <head> and links the site's stylesheet only after its content; Inter's face is
// declared once on every page, so the sheet arriving later never swaps a painted fallback for Inter.

/** The @font-face rules for Inter the page holds once every sheet has loaded, and whether it is styled. */
async function fontsAndStyle(page: Page) {
  await page.waitForLoadState("load");
  return page.evaluate(() => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    return {
      interFaces: rules.filter(
        (rule) =>
          rule instanceof CSSFontFaceRule &&
          rule.style.getPropertyValue("font-family").replaceAll('"', "") === "Inter",
      ).length,
      linkedSheets: [...document.styleSheets].filter((sheet) => sheet.href?.endsWith(".css")).length,
      bodyFont: getComputedStyle(document.body).fontFamily,
    };
  });
}

for (const path of ["/", "/blog/seo-best-practices-for-2024", "/tool/ai-humanizer", "/tool/compress-pdf"]) {
  test(`${path} from the page cache paints from its HTML and declares Inter once`, async ({
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
      sheetAfterContent: /<main[^]*<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/.test(body),
    }).toEqual({ rulesInline: true, sheetInHead: false, sheetAfterContent: true });

    await page.goto(path);
    expect(await fontsAndStyle(page)).toEqual({
      interFaces: 1,
      linkedSheets: 1,
      bodyFont: expect.stringMatching(/^Inter, "Inter Fallback"/),
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
    // Both loads in the fallback font: `font-display: optional` could give Inter to one load and not the
    // other, and sizes, offsets and auto margins follow the font.
    await context.route("**/fonts/**", (route) => route.abort());
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

test("a page rendered per request keeps its stylesheet in <head>, and Inter declared once", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/login")).text();
  const head = html.split("</head>")[0] ?? "";
  expect(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/.test(head)).toBe(true);
  await page.goto("/login");
  expect(await fontsAndStyle(page)).toEqual({
    interFaces: 1,
    linkedSheets: 1,
    bodyFont: expect.stringMatching(/^Inter, "Inter Fallback"/),
  });
});

test("the web font is preloaded from a hashed address and cached for a year", async ({ request }) => {
  const html = await (await request.get("/about")).text();
  const href = html.match(
    /<link rel="preload" href="(\/fonts\/inter-[^"]+\.[0-9a-f]{8}\.woff2)" as="font"/,
  )?.[1];
  expect(href).toBeDefined();
  const font = await request.get(href!);
  expect(font.status()).toBe(200);
  expect(font.headers()["content-type"]).toBe("font/woff2");
  expect(font.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
