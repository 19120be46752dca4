import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { devices, expect, test, type Browser, type BrowserContextOptions, type Page } from "./fixtures";
import { signUpSiteUser, uniqueEmail } from "./helpers/auth";
import { uniqueSlug } from "./helpers/biolinks";
import { E2E_PORT } from "./helpers/constants";
import { startExtraServer, type ExtraServer } from "./helpers/extra-server";
import { expectFitsWidth } from "./helpers/layout";

// A bio page's statistics as its creator reads them, from visitors who differ in everything counted: their
// address (the country), user agent and client hints (browser, system, device), referrer and campaign.
// The suite's own server trusts no proxy (TRUST_PROXY=0, every visitor is 127.0.0.1), so this spec runs a
// server of its own from the same build behind a pretend proxy (TRUST_PROXY=1): the visitor is the last
// X-Forwarded-For entry, anything before it is the visitor's own claim. `next start`, not `npm start`:
// npm start rebuilds when the sources are newer than the build, under the suite's own server.

const PORT = E2E_PORT + 60;
test.use({ baseURL: `http://localhost:${PORT}` });
test.describe.configure({ mode: "serial" });

let server: ExtraServer | undefined;
// Where the page's links lead: another site, a stub. (A context's routes never see the target of a
// redirect, so the stub is a server of its own.)
let elsewhere: Server | undefined;
const targets: Record<string, string> = {};

test.beforeAll(async () => {
  test.setTimeout(240_000); // a production server starting from the build, on a busy machine
  elsewhere = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end("<!doctype html><title>Elsewhere</title>");
  });
  await new Promise<void>((resolve) => elsewhere!.listen(0, "127.0.0.1", resolve));
  const { port } = elsewhere.address() as AddressInfo;
  targets.Shop = `http://127.0.0.1:${port}/shop`;
  targets.Blog = `http://127.0.0.1:${port}/blog`;
  // Not seeded: no demo content or admin account is needed (the creator's confirmation link is in the log).
  server = await startExtraServer({ server: "next start", port: PORT, env: { TRUST_PROXY: "1" } });
});

test.afterAll(async ({}, testInfo) => {
  // The server's last words, each line cut short (a failed statement prints its every parameter).
  if (testInfo.status !== testInfo.expectedStatus) {
    const lines = server?.output().split("\n") ?? [];
    console.log(
      lines
        .slice(-40)
        .map((line) => line.slice(0, 400))
        .join("\n"),
    );
  }
  await server?.stop();
  elsewhere?.closeAllConnections();
  elsewhere?.close();
});

const UA = {
  instagramIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 329.0.0.18.95 (iPhone14,5; iOS 17_4; fr_FR; fr; scale=3.00; 1170x2532; 606163409)",
  ipadSafari:
    "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  windowsEdge:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80",
  macFirefox: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0",
};

interface Visitor {
  context: BrowserContextOptions;
  /** The bio page's query (a campaign's utm_… as a creator tags the address they post). */
  query?: string;
  /** The page the visitor comes from (document.referrer). */
  referer?: string;
  /** Links clicked, in order; a repeated title is the visitor following that link again. */
  clicks: string[];
}

/** One visitor in a browser of their own: opens the page, waits for its view to be counted, follows links. */
async function visit(
  browser: Browser,
  slug: string,
  links: Record<string, string>,
  visitor: Visitor,
): Promise<void> {
  const context = await browser.newContext(visitor.context);
  const page = await context.newPage();
  const address = `/l/${slug}${visitor.query ?? ""}`;
  // The view is counted by the page's beacon.
  const open = async () => {
    const beacon = page.waitForResponse((r) => new URL(r.url()).pathname === `/l/${slug}/view`);
    await page.goto(address, { referer: visitor.referer });
    expect((await beacon).status()).toBe(200);
  };
  await open();
  for (const [i, title] of visitor.clicks.entries()) {
    if (visitor.clicks.indexOf(title) < i) {
      // The same link again, from the browser's history: one more click, no view.
      await page.goto(links[title]!);
    } else {
      // Each further link from the page again: another view by the same visitor.
      if (i > 0) await open();
      await page.getByRole("link", { name: title }).click();
    }
    await expect(page).toHaveURL(targets[title]!);
  }
  await context.close();
}

/**
 * Signs a creator up and confirms their address (without SMTP the server prints the outbox's links:
 * lib/email/send.ts), then publishes a page with two links, Shop and Blog. Returns its slug.
 */
async function createPage(page: Page): Promise<string> {
  const email = uniqueEmail("stats");
  await signUpSiteUser(page, email, "stats-password-1");
  const printed = new RegExp(
    `outbox: "Confirm your Creatorkit e-mail address" to ${email.replace(/[.+]/g, "\\$&")}\\n\\s+(\\S+)`,
  );
  let confirm: string | undefined;
  await expect.poll(() => (confirm = printed.exec(server!.output())?.[1])).toBeTruthy();
  const link = new URL(confirm!);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();

  const slug = uniqueSlug("stats");
  await page.getByLabel("Address", { exact: true }).fill(slug);
  await page.getByLabel("Title", { exact: true }).fill(`Page ${slug}`);
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${slug}$`));
  for (const title of ["Shop", "Blog"]) {
    await page.getByRole("button", { name: "Add link" }).click();
    const block = page.getByRole("listitem", { name: "Link: (empty)" });
    // The block is named after its title, so the URL goes first.
    await block.getByLabel("URL").fill(targets[title]!);
    await block.getByLabel("Title").fill(title);
  }
  await page.getByLabel("Public (visitors can open the page)").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  return slug;
}

/** The rows of a table as the reader sees them (a country's flag included). */
const rowsOf = (page: Page, region: string) =>
  page
    .getByRole("region", { name: region, exact: true })
    .getByRole("table")
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent!.trim())),
    );

/** The totals tiles: label and figure. */
const totalsOf = (page: Page) =>
  page
    .getByRole("main")
    .locator("dl > div")
    .evaluateAll((tiles) =>
      tiles.map(
        (tile) => `${tile.querySelector("dt")!.textContent}: ${tile.querySelector("dd")!.textContent}`,
      ),
    );

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
  const slug = await createPage(page);

  // Where each link of the public page goes (through the click counter).
  const html = await (await page.request.get(`/l/${slug}`)).text();
  const links: Record<string, string> = {};
  for (const title of ["Shop", "Blog"]) {
    const href = new RegExp(`href="(/l/${slug}/go/[0-9a-f-]{36})"[^>]*>${title}<`).exec(html)?.[1];
    expect(href, `${title}'s link on the public page`).toBeTruthy();
    links[title] = href!;
  }

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
  await Promise.all(visitors.map((visitor) => visit(browser, slug, links, visitor)));

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
