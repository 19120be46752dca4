import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countEvent } from "@/lib/biolinks/count";
import { drainEvents as flushEvents } from "@/lib/biolinks/stats/pipeline";
import { findClickTarget, findViewTarget, VIEW_BLOCK_ID } from "@/lib/biolinks/events";
import { DAILY_VALUE_CAPS } from "@/lib/biolinks/stats/enrich";
import { statsCsvRows } from "@/lib/biolinks/stats/csv";
import { presetRange, rangeFrom } from "@/lib/biolinks/stats/range";
import { getStatsView } from "@/lib/biolinks/stats/view";
import { keepUpStatistics } from "@/lib/biolinks/stats/retention";
import { forgetSalt, utcDay } from "@/lib/biolinks/visitors";
import { createPage, savePage } from "@/lib/biolinks/store";
import { truncateAll } from "../support/database";
import { storedEvents } from "../support/stored-events";
import { draftWith, linkBlock, makeUser, statsOf } from "../support/biolinks";

// Statistics as counted from real requests (headers as a browser or proxy sends them) through the event
// log, its consumer and the statistics store, and read back as the screen reads them. TRUST_PROXY=1 in the test env: the
// client address is X-Forwarded-For's last entry, looked up in the shipped country database.

const IPHONE_INSTAGRAM =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.40.92 (iPhone14,5; iOS 17_5; en_US; en; scale=3.00; 1170x2532; 602543347)";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const WINDOWS_EDGE =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0";
const IPAD_SAFARI =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const US = "8.8.8.8";
const FR = "193.51.24.1";
const GB = "81.2.69.142";
const JP = "133.11.0.1";

function visit(ip: string, userAgent: string, { url = "http://localhost/l/ana/view", headers = {} } = {}) {
  return new Request(url, { headers: { "x-forwarded-for": ip, "user-agent": userAgent, ...headers } });
}

const byValue = (
  rows: { value: string; views: number; visitors: number; clicks: number; totalClicks: number }[],
) => Object.fromEntries(rows.map(({ value, ...figures }) => [value, figures]));

describe("bio page statistics", () => {
  let owner: { id: string };
  let pageId: string;
  const shop = linkBlock("Shop", "https://shop.example/");
  const blog = linkBlock("Blog", "https://blog.example/");

  beforeEach(async () => {
    await flushEvents();
    await truncateAll();
    forgetSalt();
    owner = await makeUser("ana@example.com");
    const created = await createPage(owner.id, { slug: "ana", title: "Ana" }, 5);
    pageId = created.ok ? created.id : "";
    await savePage(owner.id, pageId, draftWith([shop, blog]));
  });

  afterEach(() => vi.useRealTimers());

  async function view(ip: string, userAgent: string, query = "", headers: Record<string, string> = {}) {
    const url = `http://localhost/l/ana/view${query}`;
    const ref = new URL(url).searchParams.get("ref");
    return countEvent(
      visit(ip, userAgent, { url, headers }),
      (await findViewTarget("ana"))!,
      VIEW_BLOCK_ID,
      ref,
    );
  }
  async function click(
    ip: string,
    userAgent: string,
    blockId = shop.id,
    headers: Record<string, string> = {},
  ) {
    const target = (await findClickTarget("ana", blockId))!;
    return countEvent(
      visit(ip, userAgent, { url: `http://localhost/l/ana/go/${blockId}`, headers }),
      target,
      blockId,
    );
  }

  it("break views and clicks down by country, device, browser and system, exactly, for the owner only", async () => {
    await view(US, IPHONE_INSTAGRAM);
    await view(US, IPHONE_INSTAGRAM); // the same visitor again: a view, not a visitor
    await view(FR, ANDROID_CHROME);
    await view(GB, WINDOWS_EDGE);
    await view(JP, IPAD_SAFARI);
    for (let i = 0; i < 3; i++) await click(FR, ANDROID_CHROME);
    await click(US, IPHONE_INSTAGRAM, blog.id);
    await flushEvents();

    const stats = (await statsOf(owner.id, "ana"))!;
    expect(stats.totals).toEqual({ views: 5, visitors: 4, clicks: 2, totalClicks: 4 });
    expect(stats.links).toEqual([
      { id: shop.id, title: "Shop", clicks: 1, totalClicks: 3, ctr: 0.2 },
      { id: blog.id, title: "Blog", clicks: 1, totalClicks: 1, ctr: 0.2 },
    ]);
    expect(byValue(stats.breakdowns.country)).toEqual({
      US: { views: 2, visitors: 1, clicks: 1, totalClicks: 1 },
      FR: { views: 1, visitors: 1, clicks: 1, totalClicks: 3 },
      GB: { views: 1, visitors: 1, clicks: 0, totalClicks: 0 },
      JP: { views: 1, visitors: 1, clicks: 0, totalClicks: 0 },
    });
    expect(Object.keys(byValue(stats.breakdowns.device)).sort()).toEqual(["desktop", "mobile", "tablet"]);
    expect(byValue(stats.breakdowns.device).mobile).toEqual({
      views: 3,
      visitors: 2,
      clicks: 2,
      totalClicks: 4,
    });
    expect(stats.breakdowns.browser.map((r) => r.value).sort()).toEqual([
      "Chrome",
      "Edge",
      "Instagram",
      "Safari",
    ]);
    expect(stats.breakdowns.os.map((r) => r.value).sort()).toEqual(["Android", "Windows", "iOS"]);
    expect(stats.series.at(-1)).toMatchObject({ views: 5, clicks: 2 });
    expect(stats.series).toHaveLength(7);

    // Only the country code is kept: no address in the statistics.
    const stored = JSON.stringify(await storedEvents());
    for (const ip of [US, FR, GB, JP]) expect(stored).not.toContain(ip);

    const other = await makeUser("bo@example.com");
    expect(await statsOf(other.id, "ana")).toBeNull();
  });

  it("take client hints over a reduced user agent", async () => {
    await view(
      US,
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
      "",
      {
        "sec-ch-ua": '"Chromium";v="124", "Microsoft Edge";v="124", "Not-A.Brand";v="99"',
        "sec-ch-ua-mobile": "?0",
        "sec-ch-ua-platform": '"macOS"',
      },
    );
    await flushEvents();
    const stats = (await statsOf(owner.id, "ana"))!;
    expect(stats.breakdowns.browser.map((r) => r.value)).toEqual(["Edge"]);
    expect(stats.breakdowns.os.map((r) => r.value)).toEqual(["macOS"]);
  });

  it("credit sources and campaigns to views, and each click to the view it followed", async () => {
    await view(
      US,
      IPHONE_INSTAGRAM,
      "?ref=l.instagram.com&utm_source=Instagram&utm_medium=social&utm_campaign=Spring%20Sale",
    );
    await view(FR, ANDROID_CHROME, "?ref=www.tiktok.com");
    await view(GB, WINDOWS_EDGE, "?ref=");
    await click(US, IPHONE_INSTAGRAM, shop.id, { referer: "http://localhost/l/ana" });
    await click(FR, ANDROID_CHROME, shop.id, { referer: "http://localhost/l/ana" });
    await flushEvents();
    // A later click of the day follows the same view, whatever batch it is in.
    await click(FR, ANDROID_CHROME, blog.id, { referer: "http://localhost/l/ana" });
    await flushEvents();

    const stats = (await statsOf(owner.id, "ana"))!;
    expect(byValue(stats.breakdowns.referrer)).toEqual({
      "l.instagram.com": { views: 1, visitors: 1, clicks: 1, totalClicks: 1 },
      "tiktok.com": { views: 1, visitors: 1, clicks: 2, totalClicks: 2 },
      "": { views: 1, visitors: 1, clicks: 0, totalClicks: 0 },
    });
    expect(byValue(stats.breakdowns.utmCampaign)["spring sale"]).toEqual({
      views: 1,
      visitors: 1,
      clicks: 1,
      totalClicks: 1,
    });
    expect(byValue(stats.breakdowns.utmSource).instagram?.clicks).toBe(1);
    expect(byValue(stats.breakdowns.utmMedium).social?.views).toBe(1);
  });

  it("combine filters: clicks on one link from France on mobile, with the page's views under the same filters", async () => {
    await view(FR, ANDROID_CHROME, "?ref=instagram.com");
    await view("193.51.24.2", IPHONE_INSTAGRAM, "?ref=instagram.com");
    await view("193.51.24.3", WINDOWS_EDGE, "?ref=instagram.com");
    await view(US, ANDROID_CHROME, "?ref=instagram.com");
    await click(FR, ANDROID_CHROME);
    await click("193.51.24.2", IPHONE_INSTAGRAM);
    await click("193.51.24.2", IPHONE_INSTAGRAM, blog.id);
    await click("193.51.24.3", WINDOWS_EDGE);
    await click(US, ANDROID_CHROME);
    await flushEvents();

    const filtered = (await statsOf(owner.id, "ana", "7d", {
      link: shop.id,
      values: { country: "FR", device: "mobile" },
    }))!;
    expect(filtered.totals).toEqual({ views: 2, visitors: 2, clicks: 2, totalClicks: 2 });
    expect(filtered.links).toEqual([{ id: shop.id, title: "Shop", clicks: 2, totalClicks: 2, ctr: 1 }]);
    expect(byValue(filtered.breakdowns.browser)).toEqual({
      Chrome: { views: 1, visitors: 1, clicks: 1, totalClicks: 1 },
      Instagram: { views: 1, visitors: 1, clicks: 1, totalClicks: 1 },
    });
    expect(filtered.breakdowns.country.map((r) => r.value)).toEqual(["FR"]);
    expect(filtered.signups).toBeNull();
    // A filter on a source: only the rows that match.
    const direct = (await statsOf(owner.id, "ana", "7d", { values: { referrer: "" } }))!;
    expect(direct.totals).toEqual({ views: 0, visitors: 0, clicks: 0, totalClicks: 0 });
  });

  it("count visitors who send Global Privacy Control or Do Not Track without any key of theirs", async () => {
    await view(US, IPHONE_INSTAGRAM, "", { "sec-gpc": "1" });
    await view(US, IPHONE_INSTAGRAM, "", { "sec-gpc": "1" });
    await click(US, IPHONE_INSTAGRAM, shop.id, { dnt: "1" });
    await view(FR, ANDROID_CHROME);
    await flushEvents();
    const stats = (await statsOf(owner.id, "ana"))!;
    expect(stats.totals).toEqual({ views: 3, visitors: 1, clicks: 0, totalClicks: 1 });
    expect(byValue(stats.breakdowns.country).US).toEqual({
      views: 2,
      visitors: 0,
      clicks: 0,
      totalClicks: 1,
    });
    // Only the keyed visitor has a key; the others' events have none.
    expect((await storedEvents()).map((e) => e.visitor === null)).toEqual([true, true, true, false]);
  });

  it("keep a fixed number of distinct campaigns a day; later ones count as (other)", async () => {
    const cap = DAILY_VALUE_CAPS.utmCampaign;
    for (let i = 0; i <= cap + 2; i++) await view(`198.51.100.${i}`, ANDROID_CHROME, `?utm_campaign=c${i}`);
    await flushEvents();
    const campaigns = byValue((await statsOf(owner.id, "ana"))!.breakdowns.utmCampaign);
    expect(Object.keys(campaigns)).toHaveLength(cap + 1);
    expect(campaigns["(other)"]?.views).toBe(3);
    const stored = new Set((await storedEvents()).map((e) => e.utmCampaign));
    expect(stored.size).toBe(cap + 1); // the values and (other)
  });

  it("compare with the period before, read hours for 24 hours and months for a year", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const now = new Date();
    const at = (daysAgo: number) => vi.setSystemTime(new Date(now.getTime() - daysAgo * 86_400_000));
    at(380); // before the 12 months, inside the 13 months kept
    await view(US, ANDROID_CHROME);
    at(200);
    await view(US, ANDROID_CHROME);
    at(10); // in the 7 days before the last 7
    await view(US, ANDROID_CHROME);
    await view(FR, ANDROID_CHROME);
    at(0);
    await view(US, ANDROID_CHROME);
    await click(US, ANDROID_CHROME);
    await flushEvents();

    const week = (await statsOf(owner.id, "ana", "7d"))!;
    expect(week.totals.views).toBe(1);
    expect(week.previous.views).toBe(2);
    const day = (await statsOf(owner.id, "ana", "24h"))!;
    expect(day.totals).toEqual({ views: 1, visitors: 1, clicks: 1, totalClicks: 1 });
    expect(day.series).toHaveLength(24);
    expect(day.series.at(-1)).toMatchObject({ views: 1, clicks: 1 });
    const year = (await statsOf(owner.id, "ana", "12m"))!;
    expect(year.totals.views).toBe(4);
    expect(year.previous.views).toBe(1);
    expect(year.series.reduce((n, p) => n + p.views, 0)).toBe(4);
    // Retention keeps 13 whole months before this one: a year and its comparison's first month.
    await keepUpStatistics(utcDay());
    expect((await statsOf(owner.id, "ana", "12m"))?.totals.views).toBe(4);
    expect((await statsOf(owner.id, "ana", "12m"))?.previous.views).toBe(1);
    await keepUpStatistics(utcDay(new Date(now.getTime() + 70 * 86_400_000)));
    expect((await statsOf(owner.id, "ana", "12m"))?.previous.views).toBe(0);

    const custom = rangeFrom(
      {
        range: "custom",
        from: year.series[0]!.start.toISOString().slice(0, 10),
        to: now.toISOString().slice(0, 10),
      },
      now,
    );
    expect(custom.error).toBeUndefined();
    expect((await getStatsView(owner.id, "ana", custom.range, { values: {} }))?.totals.views).toBe(4);
  });

  it("export what the screen shows as CSV rows", async () => {
    await view(FR, ANDROID_CHROME, "?ref=instagram.com");
    await click(FR, ANDROID_CHROME);
    await flushEvents();
    const range = presetRange("30d");
    const rows = statsCsvRows(range, (await getStatsView(owner.id, "ana", range, { values: {} }))!);
    expect(rows[0]).toEqual(["Period", "Last 30 days", "1", "1", "1", "1"]);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    expect(rows[1]).toEqual(["Period before", `${daysAgo(59)} to ${daysAgo(30)}`, "0", "0", "0", "0"]);
    expect(rows).toContainEqual(["Link", "Shop", "", "", "1", "1"]);
    expect(rows).toContainEqual(["Country", "France", "1", "1", "1", "1"]);
    expect(rows).toContainEqual(["Source", "instagram.com", "1", "1", "1", "1"]);
    expect(rows.filter((r) => r[0] === "Day (UTC)")).toHaveLength(30);
  });
});
