import { LRUCache } from "lru-cache";
import UAParser from "ua-parser-js";

// What a visitor uses, as short names from fixed lists: a user agent is the visitor's own text, so anything
// not on a list is "Other" and one visitor cannot add values without end. ua-parser-js 1.x (MIT; 2.x is
// AGPL) reads the user agent, in-app browsers included (Instagram, TikTok: where bio pages are opened); the
// low-entropy client hints Chromium sends (Sec-CH-UA, -Mobile, -Platform) take precedence where its reduced
// user agent says less.

export const DEVICES = ["mobile", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

const BROWSERS: Record<string, string> = {
  Chrome: "Chrome",
  "Chrome WebView": "Chrome",
  "Chrome Headless": "Chrome",
  Chromium: "Chrome",
  "Mobile Chrome": "Chrome",
  Safari: "Safari",
  "Mobile Safari": "Safari",
  Edge: "Edge",
  Firefox: "Firefox",
  "Mobile Firefox": "Firefox",
  "Samsung Internet": "Samsung Internet",
  Opera: "Opera",
  "Opera Mini": "Opera",
  "Opera Touch": "Opera",
  "Opera GX": "Opera",
  Brave: "Brave",
  Vivaldi: "Vivaldi",
  Yandex: "Yandex",
  UCBrowser: "UC Browser",
  DuckDuckGo: "DuckDuckGo",
  Instagram: "Instagram",
  TikTok: "TikTok",
  Facebook: "Facebook",
  Snapchat: "Snapchat",
  LinkedIn: "LinkedIn",
  Twitter: "X",
  Pinterest: "Pinterest",
};

const BRANDS: Record<string, string> = {
  "Google Chrome": "Chrome",
  "Microsoft Edge": "Edge",
  Opera: "Opera",
  "Opera GX": "Opera",
  Brave: "Brave",
  "Samsung Internet": "Samsung Internet",
  YaBrowser: "Yandex",
  Vivaldi: "Vivaldi",
  DuckDuckGo: "DuckDuckGo",
};

const SYSTEMS: Record<string, string> = {
  iOS: "iOS",
  Android: "Android",
  Windows: "Windows",
  "Mac OS": "macOS",
  macOS: "macOS",
  "Chromium OS": "ChromeOS",
  "Chrome OS": "ChromeOS",
  Linux: "Linux",
  Ubuntu: "Linux",
  Debian: "Linux",
  Fedora: "Linux",
  Arch: "Linux",
  HarmonyOS: "HarmonyOS",
};

export interface Software {
  browser: string;
  os: string;
  device: Device;
}

const unquote = (value: string) => value.trim().replace(/^"|"$/g, "");

/** The brands of a Sec-CH-UA header (`"Chromium";v="124", "Google Chrome";v="124"`). */
function brands(header: string | null): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(",")
    .map((entry) => unquote(entry.split(";")[0] ?? ""));
}

// Visitors' user agents repeat (a handful of apps and browsers bring most of them): each is parsed once, not
// on every click, in a bounded cache.
const parsed = new LRUCache<string, Software>({ max: 2000 });

export function softwareOf(headers: Headers): Software {
  const userAgent = (headers.get("user-agent") ?? "").slice(0, 1000);
  const hints = ["sec-ch-ua", "sec-ch-ua-platform", "sec-ch-ua-mobile"].map(
    (h) => headers.get(h)?.slice(0, 500) ?? "",
  );
  const key = [userAgent, ...hints].join("\n");
  let software = parsed.get(key);
  if (!software) parsed.set(key, (software = parse(userAgent, headers)));
  return software;
}

function parse(userAgent: string, headers: Headers): Software {
  const parsed = new UAParser(userAgent).getResult();
  let browser = parsed.browser.name ? (BROWSERS[parsed.browser.name] ?? "Other") : "";
  if (browser === "Chrome" || browser === "") {
    const brand = brands(headers.get("sec-ch-ua")).find((name) => BRANDS[name]);
    if (brand) browser = BRANDS[brand]!;
  }
  const platform = unquote(headers.get("sec-ch-ua-platform")?.slice(0, 50) ?? "");
  const system = SYSTEMS[platform] ?? (parsed.os.name ? (SYSTEMS[parsed.os.name] ?? "Other") : "");
  const type = parsed.device.type;
  const device: Device =
    type === "tablet"
      ? "tablet"
      : type === "mobile" || type === "wearable" || headers.get("sec-ch-ua-mobile") === "?1"
        ? "mobile"
        : "desktop";
  return { browser, os: system, device };
}
