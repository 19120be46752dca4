import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { devices, expect, test } from "./fixtures";
import {
  UA,
  counterLinks,
  createStatsPage,
  rowsOf,
  startStatsSite,
  totalsOf,
  visit,
  type StatsSite,
  type Visitor,
} from "./helpers/biolinks-stats";
import { E2E_PORT } from "./helpers/constants";
import { expectFitsWidth } from "./helpers/layout";

// A bio page's statistics as its creator reads them, from visitors who differ in everything counted: their
// address (the country), user agent and client hints (browser, system, device), referrer and campaign.
// Behind a pretend proxy, on a server of its own (startStatsSite says why).

const PORT = E2E_PORT + 60;
test.use({ baseURL: `http://localhost:${PORT}` });
test.describe.configure({ mode: "serial" });

let site: StatsSite | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000); // a production server starting from the build, on a busy machine
  site = await startStatsSite(PORT);
});

test.afterAll(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && site) console.log(site.lastWords());
  await site?.stop();
});

const ALL_TOTALS = [
  "Views: 6",
  "Unique visitors: 4",
  "Clicks: 4",
  "Total clicks: 6",
  "Click-through rate: 66.7%",
  "E-mail sign-ups: 0",
];
// Country, Views, Visitors, Clicks: most viewed first, then most clicked.
const ALL_COUNTRIES = [
  ["🇫🇷 France", "3", "2", "3"],
  ["🇺🇸 United States", "1", "1", "1"],
  ["🇯🇵 Japan", "1", "0", "0"],
  ["🇬🇧 United Kingdom", "1", "1", "0"],
];

const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("visitors from several countries, devices, sources and campaigns: the creator's screen shows each breakdown, filters combine, the export matches", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // a sign-up and five visitors on a busy 2-core machine
  const slug = await createStatsPage(page, site!);

  const links = await counterLinks(page, slug);

  const visitors: Visitor[] = [
    // France, from Instagram's in-app browser on an iPhone, with the campaign the creator tagged (any case).
    {
      context: {
        ...devices["iPhone 13"],
        userAgent: UA.instagramIphone,
        locale: "fr-FR",
        extraHTTPHeaders: { "x-forwarded-for": "193.51.24.1" },
      },
      query: "?utm_source=Instagram&utm_medium=Social&utm_campaign=Spring-Sale",
      referer: "https://www.instagram.com/",
      clicks: ["Shop"],
    },
    // France too, on an iPad, typed in (Direct). The address it claims for itself (Australian) is not
    // the one the proxy saw.
    {
      context: {
        ...devices["iPad Mini"],
        userAgent: UA.ipadSafari,
        locale: "fr-FR",
        extraHTTPHeaders: { "x-forwarded-for": "203.0.113.7, 193.51.24.1" },
      },
      clicks: ["Shop", "Blog"],
    },
    // The United States, in a French-speaking browser: the country is the address's, not the language's.
    // Edge on Windows, from the newsletter (the same campaign), following the blog link twice.
    {
      context: {
        userAgent: UA.windowsEdge,
        locale: "fr-FR",
        extraHTTPHeaders: { "x-forwarded-for": "8.8.8.8" },
      },
      query: "?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale",
      clicks: ["Blog", "Blog"],
    },
    // The United Kingdom, Chrome on an Android phone, from a search; no click.
    {
      context: {
        ...devices["Pixel 7"],
        locale: "en-GB",
        extraHTTPHeaders: { "x-forwarded-for": "81.2.69.142" },
      },
      referer: "https://www.google.com/",
      clicks: [],
    },
    // Japan, Firefox on a Mac, with Global Privacy Control: in views and total clicks, never unique.
    {
      context: {
        userAgent: UA.macFirefox,
        locale: "ja-JP",
        extraHTTPHeaders: { "x-forwarded-for": "133.11.0.1", "sec-gpc": "1" },
      },
      clicks: ["Shop"],
    },
  ];
  await Promise.all(visitors.map((visitor) => visit(browser, site!, slug, links, visitor)));

  // Six views (the iPad's visitor came back for the second link) by four visitors with a key of their own;
  // clicks once per visitor and link (the GPC visitor's not among them), every click in total clicks.
  // Counts are written in batches, a second later.
  await page.goto(`/dashboard/stats/${slug}`);
  await expect(page.getByRole("heading", { name: `Statistics of /l/${slug}`, level: 1 })).toBeVisible();
  await expect(async () => {
    await page.reload();
    expect(await totalsOf(page)).toEqual(ALL_TOTALS);
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
  // Nothing was counted the week before.
  await expect(page.getByRole("main").locator("dl > div").first()).toContainText("new in this period");

  expect(await rowsOf(page, "Links")).toEqual([
    ["Shop", "2", "3", "33.3%"],
    ["Blog", "2", "3", "33.3%"],
  ]);
  expect(await rowsOf(page, "Countries")).toEqual(ALL_COUNTRIES);
  expect(await rowsOf(page, "Devices")).toEqual([
    ["Desktop", "2", "1", "1"],
    ["Tablet", "2", "1", "2"],
    ["Mobile", "2", "2", "1"],
  ]);
  expect(await rowsOf(page, "Browsers")).toEqual([
    ["Safari", "2", "1", "2"],
    ["Edge", "1", "1", "1"],
    ["Firefox", "1", "0", "0"],
    ["Instagram", "1", "1", "1"],
    ["Chrome", "1", "1", "0"],
  ]);
  expect(await rowsOf(page, "Operating systems")).toEqual([
    ["iOS", "3", "2", "3"],
    ["Windows", "1", "1", "1"],
    ["macOS", "1", "0", "0"],
    ["Android", "1", "1", "0"],
  ]);
  // A click counts where its view came from; only the referrer's host is kept, without "www.".
  expect(await rowsOf(page, "Sources")).toEqual([
    ["Direct", "4", "2", "3"],
    ["instagram.com", "1", "1", "1"],
    ["google.com", "1", "1", "0"],
  ]);
  expect(await rowsOf(page, "UTM sources")).toEqual([
    ["None", "4", "2", "2"],
    ["newsletter", "1", "1", "1"],
    ["instagram", "1", "1", "1"],
  ]);
  expect(await rowsOf(page, "UTM media")).toEqual([
    ["None", "4", "2", "2"],
    ["email", "1", "1", "1"],
    ["social", "1", "1", "1"],
  ]);
  expect(await rowsOf(page, "Campaigns")).toEqual([
    ["None", "4", "2", "2"],
    ["spring-sale", "2", "2", "2"],
  ]);

  // Filters combine, each added by a click: the shop link's clicks, from France, on a phone.
  await page.getByRole("link", { name: "Shop: show only this link's clicks" }).click();
  await expect(page.getByRole("region", { name: "Filters" })).toContainText("Link: Shop");
  await page.getByRole("link", { name: "France: show only country France" }).click();
  await expect(page.getByRole("region", { name: "Filters" })).toContainText("Country: France");
  await page.getByRole("link", { name: "Mobile: show only device Mobile" }).click();
  const filters = page.getByRole("region", { name: "Filters" });
  await expect(filters).toHaveText(
    /Showing only:\s*Link: Shop\s*×\s*Country: France\s*×\s*Device: Mobile\s*×\s*Clear filters/,
  );
  await expect(page).toHaveURL(/[?&]country=FR(&|$)/);
  await expect(page).toHaveURL(/[?&]device=mobile(&|$)/);
  // The Instagram visitor alone; sign-ups have no country or device, so their tile is gone.
  await expect
    .poll(() => totalsOf(page))
    .toEqual(["Views: 1", "Unique visitors: 1", "Clicks: 1", "Total clicks: 1", "Click-through rate: 100%"]);
  expect(await rowsOf(page, "Links")).toEqual([["Shop", "1", "1", "100%"]]);
  expect(await rowsOf(page, "Browsers")).toEqual([["Instagram", "1", "1", "1"]]);
  expect(await rowsOf(page, "Sources")).toEqual([["instagram.com", "1", "1", "1"]]);
  expect(await rowsOf(page, "Campaigns")).toEqual([["spring-sale", "1", "1", "1"]]);
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);

  // Without the device: both French visitors (three views), each with one click on the shop link.
  await filters.getByRole("link", { name: "Remove filter Device: Mobile" }).click();
  await expect(filters).not.toContainText("Device");
  await expect
    .poll(() => totalsOf(page))
    .toEqual(["Views: 3", "Unique visitors: 2", "Clicks: 2", "Total clicks: 2", "Click-through rate: 66.7%"]);
  expect(await rowsOf(page, "Devices")).toEqual([
    ["Tablet", "2", "1", "1"],
    ["Mobile", "1", "1", "1"],
  ]);
  expect(await rowsOf(page, "Countries")).toEqual([["🇫🇷 France", "3", "2", "2"]]);
  expect(await rowsOf(page, "Links")).toEqual([["Shop", "2", "2", "66.7%"]]);

  await filters.getByRole("link", { name: "Clear filters" }).click();
  await expect(filters).toBeHidden();

  // A custom period: the week before yesterday has nothing; yesterday and today hold every visit (both,
  // should the visits and this check fall either side of midnight UTC).
  const form = page.getByRole("form", { name: "Custom period" });
  await form.getByLabel("From").fill(utcDay(-8));
  await form.getByLabel("To").fill(utcDay(-2));
  await form.getByRole("button", { name: "Show period" }).click();
  await expect(page.getByRole("heading", { name: `${utcDay(-8)} to ${utcDay(-2)}`, level: 2 })).toBeVisible();
  await expect.poll(() => totalsOf(page)).toContain("Views: 0");
  await expect(page.getByText("Nothing in this period.")).toHaveCount(8);

  const [from, to] = [utcDay(-1), utcDay(0)];
  await form.getByLabel("From").fill(from);
  await form.getByLabel("To").fill(to);
  await form.getByRole("button", { name: "Show period" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?range=custom&from=${from}&to=${to}$`));
  await expect(page.getByRole("heading", { name: `${from} to ${to}`, level: 2 })).toBeVisible();
  await expect.poll(() => totalsOf(page)).toEqual(ALL_TOTALS);
  expect(await rowsOf(page, "Countries")).toEqual(ALL_COUNTRIES);

  // The export is this view: the same period, the same figures.
  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute(
    "href",
    `/dashboard/stats/${slug}/export?range=custom&from=${from}&to=${to}`,
  );
  const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
  expect(download.suggestedFilename()).toBe(`${slug}-statistics-${from}-to-${to}.csv`);
  const lines = (await readFile((await download.path())!, "utf8")).trimEnd().split("\n");
  expect(lines[0]).toBe("section,name,views,visitors,clicks,total_clicks");
  const q = (...cells: string[]) => cells.map((cell) => `"${cell}"`).join(",");
  const days = lines.filter((line) => line.startsWith('"Day (UTC)"'));
  // One row a day; together they hold every view and click.
  expect(days.map((line) => line.split(",")[1])).toEqual([`"${from}"`, `"${to}"`]);
  const sum = (column: number) =>
    days.reduce((n, line) => n + Number(line.split(",")[column]!.slice(1, -1)), 0);
  expect([sum(2), sum(4)]).toEqual([6, 4]);
  expect(lines.filter((line) => !line.startsWith('"Day (UTC)"')).slice(1)).toEqual([
    q("Period", `${from} to ${to}`, "6", "4", "4", "6"),
    expect.stringMatching(/^"Period before","[^"]*","0","0","0","0"$/),
    q("Link", "Shop", "", "", "2", "3"),
    q("Link", "Blog", "", "", "2", "3"),
    q("Country", "France", "3", "2", "3", "3"),
    q("Country", "United States", "1", "1", "1", "2"),
    q("Country", "Japan", "1", "0", "0", "1"),
    q("Country", "United Kingdom", "1", "1", "0", "0"),
    q("Device", "Desktop", "2", "1", "1", "3"),
    q("Device", "Tablet", "2", "1", "2", "2"),
    q("Device", "Mobile", "2", "2", "1", "1"),
    q("Browser", "Safari", "2", "1", "2", "2"),
    q("Browser", "Edge", "1", "1", "1", "2"),
    q("Browser", "Firefox", "1", "0", "0", "1"),
    q("Browser", "Instagram", "1", "1", "1", "1"),
    q("Browser", "Chrome", "1", "1", "0", "0"),
    q("Operating system", "iOS", "3", "2", "3", "3"),
    q("Operating system", "Windows", "1", "1", "1", "2"),
    q("Operating system", "macOS", "1", "0", "0", "1"),
    q("Operating system", "Android", "1", "1", "0", "0"),
    q("Source", "Direct", "4", "2", "3", "5"),
    q("Source", "instagram.com", "1", "1", "1", "1"),
    q("Source", "google.com", "1", "1", "0", "0"),
    q("UTM source", "None", "4", "2", "2", "3"),
    q("UTM source", "newsletter", "1", "1", "1", "2"),
    q("UTM source", "instagram", "1", "1", "1", "1"),
    q("UTM medium", "None", "4", "2", "2", "3"),
    q("UTM medium", "email", "1", "1", "1", "2"),
    q("UTM medium", "social", "1", "1", "1", "1"),
    q("Campaign", "None", "4", "2", "2", "3"),
    q("Campaign", "spring-sale", "2", "2", "2", "3"),
  ]);

  // On a 375 px phone the screen never scrolls sideways: wide tables scroll in their own boxes.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(page.getByRole("region", { name: "Countries", exact: true }).getByRole("table")).toBeVisible();
  await expectFitsWidth(page, "the statistics screen");
});
