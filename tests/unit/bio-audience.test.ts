import { describe, expect, it } from "vitest";
import { countryOf } from "@/lib/biolinks/audience/geo";
import { DEVICES, softwareOf } from "@/lib/biolinks/audience/user-agent";
import { campaignOf, cleanUtm, NO_CAMPAIGN, UTM_MAX_LENGTH } from "@/lib/biolinks/audience/utm";

const UA = {
  instagramIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 326.0.3.30.91 (iPhone15,2; iOS 17_4; en_US; en; scale=3.00; 1179x2556; 590017617)",
  instagramAndroid:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.6312.118 Mobile Safari/537.36 Instagram 325.0.0.35.91 Android (34/14; 480dpi; 1080x2340; samsung; SM-S918B; dm3q; qcom; en_US; 591192853)",
  tiktokIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_34.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US ByteFullLocale/en isDarkMode/0 WKWebView/1 BytedanceWebview/d8a21c6",
  facebookIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.41.118;FBBV/583467891;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/585092618]",
  ipadSafari:
    "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  androidChrome:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  samsungInternet:
    "Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
  windowsEdge:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0",
  windowsChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  linuxFirefox: "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
  chromeOs:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  lynx: "Lynx/2.8.9rel.1 libwww-FM/2.14 SSL-MM/1.4.1 OpenSSL/1.1.1d",
};

const software = (userAgent: string | null, hints: Record<string, string> = {}) => {
  const headers = new Headers(hints);
  if (userAgent !== null) headers.set("user-agent", userAgent);
  return softwareOf(headers);
};

// The names softwareOf may give: the module's fixed lists, "Other" and "" (none).
const BROWSER_NAMES = new Set([
  ...["Chrome", "Safari", "Edge", "Firefox", "Samsung Internet", "Opera", "Brave", "Vivaldi", "Yandex"],
  ...[
    "UC Browser",
    "DuckDuckGo",
    "Instagram",
    "TikTok",
    "Facebook",
    "Snapchat",
    "LinkedIn",
    "X",
    "Pinterest",
  ],
  ...["Other", ""],
]);
const OS_NAMES = new Set([
  "iOS",
  "Android",
  "Windows",
  "macOS",
  "ChromeOS",
  "Linux",
  "HarmonyOS",
  "Other",
  "",
]);

describe("softwareOf: user agents", () => {
  it("names in-app browsers of the apps bio pages are opened from", () => {
    expect(software(UA.instagramIphone)).toEqual({ browser: "Instagram", os: "iOS", device: "mobile" });
    expect(software(UA.instagramAndroid)).toEqual({ browser: "Instagram", os: "Android", device: "mobile" });
    expect(software(UA.tiktokIos)).toEqual({ browser: "TikTok", os: "iOS", device: "mobile" });
    expect(software(UA.facebookIos)).toEqual({ browser: "Facebook", os: "iOS", device: "mobile" });
  });

  it("names mobile browsers and tells tablets from phones", () => {
    expect(software(UA.ipadSafari)).toEqual({ browser: "Safari", os: "iOS", device: "tablet" });
    expect(software(UA.androidChrome)).toEqual({ browser: "Chrome", os: "Android", device: "mobile" });
    expect(software(UA.samsungInternet)).toEqual({
      browser: "Samsung Internet",
      os: "Android",
      device: "mobile",
    });
  });

  it("names desktop browsers and systems", () => {
    expect(software(UA.windowsEdge)).toEqual({ browser: "Edge", os: "Windows", device: "desktop" });
    expect(software(UA.windowsChrome)).toEqual({ browser: "Chrome", os: "Windows", device: "desktop" });
    expect(software(UA.macSafari)).toEqual({ browser: "Safari", os: "macOS", device: "desktop" });
    expect(software(UA.linuxFirefox)).toEqual({ browser: "Firefox", os: "Linux", device: "desktop" });
    expect(software(UA.chromeOs)).toEqual({ browser: "Chrome", os: "ChromeOS", device: "desktop" });
  });

  it("counts a browser off its list as Other", () => {
    expect(software(UA.lynx).browser).toBe("Other");
    expect(software(UA.lynx).device).toBe("desktop");
  });

  it("gives no browser or system and a desktop for an empty or missing user agent", () => {
    expect(software("")).toEqual({ browser: "", os: "", device: "desktop" });
    expect(software(null)).toEqual({ browser: "", os: "", device: "desktop" });
  });

  it("reads a hostile 5 KB user agent without throwing, only ever giving names from its lists", () => {
    const hostile = [
      `Mozilla/5.0 (${"a;(".repeat(1700)}`,
      `${"Chrome/".repeat(720)}\u00ff\u00e9\u0080<script>`,
      `Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) ${"(".repeat(5000)}`,
      `${" ".repeat(5000)}Firefox/125.0`,
      "x".repeat(5000),
    ];
    for (const userAgent of hostile) {
      expect(userAgent.length).toBeGreaterThanOrEqual(5000);
      const result = software(userAgent, {
        "sec-ch-ua": `"${"B".repeat(5000)}";v="1"`,
        "sec-ch-ua-platform": "x".repeat(5000),
      });
      expect(BROWSER_NAMES.has(result.browser), result.browser).toBe(true);
      expect(OS_NAMES.has(result.os), result.os).toBe(true);
      expect(DEVICES).toContain(result.device);
    }
  });
});

describe("softwareOf: client hints", () => {
  const reducedChrome = UA.windowsChrome;

  it("take the browser from Sec-CH-UA brands where the user agent says Chrome", () => {
    expect(
      software(reducedChrome, {
        "sec-ch-ua": '"Chromium";v="124", "Microsoft Edge";v="124", "Not-A.Brand";v="99"',
      }).browser,
    ).toBe("Edge");
    expect(
      software(reducedChrome, {
        "sec-ch-ua": '"Chromium";v="124", "Google Chrome";v="124", "Not-A.Brand";v="99"',
      }).browser,
    ).toBe("Chrome");
    expect(
      software(reducedChrome, { "sec-ch-ua": '"Brave";v="124", "Chromium";v="124", "Not-A.Brand";v="99"' })
        .browser,
    ).toBe("Brave");
    // Brands off the list (GREASE, Chromium alone) leave the user agent's answer.
    expect(software(reducedChrome, { "sec-ch-ua": '"Not;A=Brand";v="24", "Chromium";v="128"' }).browser).toBe(
      "Chrome",
    );
    expect(software(reducedChrome, { "sec-ch-ua": '"Evil Browser";v="1"' }).browser).toBe("Chrome");
  });

  it("name the browser from brands when the user agent is missing", () => {
    expect(software(null, { "sec-ch-ua": '"Microsoft Edge";v="124"' }).browser).toBe("Edge");
  });

  it("do not override an in-app or non-Chromium browser the user agent names", () => {
    expect(software(UA.instagramAndroid, { "sec-ch-ua": '"Google Chrome";v="123"' }).browser).toBe(
      "Instagram",
    );
    expect(software(UA.samsungInternet, { "sec-ch-ua": '"Google Chrome";v="117"' }).browser).toBe(
      "Samsung Internet",
    );
  });

  it("take the system from Sec-CH-UA-Platform", () => {
    expect(software(reducedChrome, { "sec-ch-ua-platform": '"macOS"' }).os).toBe("macOS");
    expect(software(UA.androidChrome, { "sec-ch-ua-platform": '"Android"' }).os).toBe("Android");
    expect(software(UA.linuxFirefox, { "sec-ch-ua-platform": '"Chrome OS"' }).os).toBe("ChromeOS");
    expect(software(UA.linuxFirefox, { "sec-ch-ua-platform": '"Chromium OS"' }).os).toBe("ChromeOS");
    // An unknown platform leaves the user agent's answer.
    expect(software(reducedChrome, { "sec-ch-ua-platform": '"Unknown"' }).os).toBe("Windows");
    expect(software(reducedChrome, { "sec-ch-ua-platform": '"Plan 9"' }).os).toBe("Windows");
  });

  it("count Sec-CH-UA-Mobile ?1 as a phone", () => {
    expect(software(reducedChrome, { "sec-ch-ua-mobile": "?1" }).device).toBe("mobile");
    expect(software(null, { "sec-ch-ua-mobile": "?1" }).device).toBe("mobile");
    expect(software(reducedChrome, { "sec-ch-ua-mobile": "?0" }).device).toBe("desktop");
    expect(software(UA.ipadSafari, { "sec-ch-ua-mobile": "?1" }).device).toBe("tablet");
  });

  it("combine: Edge on Android from hints alone", () => {
    expect(
      software(null, {
        "sec-ch-ua": '"Chromium";v="124", "Microsoft Edge";v="124"',
        "sec-ch-ua-platform": '"Android"',
        "sec-ch-ua-mobile": "?1",
      }),
    ).toEqual({ browser: "Edge", os: "Android", device: "mobile" });
  });
});

describe("cleanUtm", () => {
  it("lower-cases and collapses whitespace, trimmed", () => {
    expect(cleanUtm("Instagram")).toBe("instagram");
    expect(cleanUtm("  Black   Friday  2026  ")).toBe("black friday 2026");
    expect(cleanUtm("ÉTÉ Sale")).toBe("été sale");
  });

  it("collapses tabs and line breaks into a space, as other whitespace, rather than joining the words", () => {
    expect(cleanUtm("Black\tFriday")).toBe("black friday");
    expect(cleanUtm("black\r\nfriday\n2026")).toBe("black friday 2026");
  });

  it("removes control and format characters, '*' and parentheses", () => {
    expect(cleanUtm("news\u0000let\u0007ter")).toBe("newsletter");
    expect(cleanUtm("a\u200bb\u202ec\ufeff")).toBe("abc");
    expect(cleanUtm("*")).toBe("");
    expect(cleanUtm("(other)")).toBe("other");
    expect(cleanUtm("bio*(link)*")).toBe("biolink");
  });

  it("caps a value at 50 characters, without a trailing space", () => {
    expect(UTM_MAX_LENGTH).toBe(50);
    expect(cleanUtm("A".repeat(80))).toBe("a".repeat(50));
    expect(cleanUtm(`${"a".repeat(49)} b`)).toBe("a".repeat(49));
    expect(cleanUtm("x".repeat(100_000))).toHaveLength(50);
  });

  it("gives '' for none, empty or nothing left", () => {
    expect(cleanUtm(null)).toBe("");
    expect(cleanUtm("")).toBe("");
    expect(cleanUtm("   ")).toBe("");
    expect(cleanUtm("*()\u0000")).toBe("");
  });
});

describe("campaignOf", () => {
  it("reads utm_source, utm_medium and utm_campaign, cleaned", () => {
    expect(
      campaignOf(
        new URLSearchParams(
          "utm_source=Instagram&utm_medium=Social%20%20Bio&utm_campaign=(Launch)*&utm_term=x",
        ),
      ),
    ).toEqual({ utmSource: "instagram", utmMedium: "social bio", utmCampaign: "launch" });
  });

  it("gives no campaign without the parameters", () => {
    expect(campaignOf(new URLSearchParams(""))).toEqual(NO_CAMPAIGN);
    expect(campaignOf(new URLSearchParams("ref=x"))).toEqual({
      utmSource: "",
      utmMedium: "",
      utmCampaign: "",
    });
    expect(campaignOf(new URLSearchParams("utm_source=&utm_medium=tiktok"))).toEqual({
      utmSource: "",
      utmMedium: "tiktok",
      utmCampaign: "",
    });
  });
});

describe("countryOf (the bundled offline database)", () => {
  it("gives the two-letter code of a public address, IPv4 and IPv6", async () => {
    expect(await countryOf("8.8.8.8")).toBe("US");
    expect(await countryOf("2001:4860:4860::8888")).toBe("US");
  });

  it("reads an IPv4-mapped IPv6 address (a dual-stack server's socket address) as its IPv4 address", async () => {
    expect(await countryOf("::ffff:8.8.8.8")).toBe("US");
  });

  it("gives '' for loopback and malformed addresses", async () => {
    for (const ip of [
      "127.0.0.1",
      "::1",
      "",
      "not an ip",
      "999.1.1.1",
      "8.8.8.8, 1.1.1.1",
      "unverified",
      "unknown",
    ]) {
      expect(await countryOf(ip), ip).toBe("");
    }
  });

  it("gives '' for every private and reserved address, which belongs to no country", async () => {
    for (const ip of [
      "10.0.0.1",
      "100.64.0.1",
      "169.254.1.1",
      "172.16.0.1",
      "172.17.0.1",
      "172.31.255.254",
      "192.168.0.1",
      "192.168.1.1",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
    ]) {
      expect(await countryOf(ip), ip).toBe("");
    }
  });
});
