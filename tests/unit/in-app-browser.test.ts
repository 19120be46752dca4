import { describe, expect, it } from "vitest";
import { inAppBrowser } from "@/lib/biolinks/in-app-browser";

// User agents as the apps send them (collected from their webviews' published strings).
const UA = {
  instagramAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Instagram 330.0.0.40.92 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 596227442)",
  instagramIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 326.0.3.30.91 (iPhone15,2; iOS 17_4; en_US; en; scale=3.00; 1179x2556; 588157733)",
  facebookIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0.0.31.105;FBBV/556255513;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]",
  tiktokAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 trill_330203 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/33.2.3 ByteLocale/en BytedanceWebview/d8a21c6",
  chromeDesktop:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
};
const PAGE = "https://links.ana.test/?utm_source=ig";

describe("in-app browsers", () => {
  it("are told apart by their app's mark, and hand the page to the phone's own browser", () => {
    expect(inAppBrowser(UA.instagramAndroid, PAGE)).toEqual({
      app: "Instagram",
      openElsewhere:
        "intent://links.ana.test/?utm_source=ig#Intent;scheme=https;action=android.intent.action.VIEW;S.browser_fallback_url=https%3A%2F%2Flinks.ana.test%2F%3Futm_source%3Dig;end",
    });
    expect(inAppBrowser(UA.instagramIphone, PAGE)).toEqual({
      app: "Instagram",
      openElsewhere: "x-safari-https://links.ana.test/?utm_source=ig",
    });
    expect(inAppBrowser(UA.facebookIphone, "http://localhost:3000/l/ana")).toEqual({
      app: "Facebook",
      openElsewhere: "x-safari-http://localhost:3000/l/ana",
    });
    expect(inAppBrowser(UA.tiktokAndroid, PAGE)?.app).toBe("TikTok");
  });

  it("are not the browsers people open themselves", () => {
    for (const userAgent of [UA.chromeDesktop, UA.safariIphone, UA.chromeAndroid, ""]) {
      expect(inAppBrowser(userAgent, PAGE)).toBeNull();
    }
  });
});
