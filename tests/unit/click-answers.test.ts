import { describe, expect, it } from "vitest";
import { androidAppLink, opensAndroidApps } from "@/lib/biolinks/app-links";
import { answerClick } from "@/lib/biolinks/click-answers";
import type { LinkBlock } from "@/lib/biolinks/events";

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const WEBVIEW_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Instagram 330.0.0.40.92 Android";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42";

describe("app links", () => {
  it("open an app's link in its app on Android, with the web address as the fallback", () => {
    expect(androidAppLink(VIDEO)).toBe(
      "intent://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42#Intent;scheme=https;package=com.google.android.youtube;S.browser_fallback_url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ%26t%3D42;end",
    );
    expect(androidAppLink("https://instagram.com/ana")).toContain(";package=com.instagram.android;");
    expect(androidAppLink("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC")).toContain(
      ";package=com.spotify.music;",
    );
    for (const other of [
      "https://shop.example/",
      "http://youtube.com/watch?v=x",
      "mailto:a@b.c",
      "tel:+1555",
    ]) {
      expect(androidAppLink(other), other).toBeNull();
    }
  });

  it("are for Android's own browsers only: an app's webview and every other system get the web address", () => {
    expect(opensAndroidApps(CHROME_ANDROID)).toBe(true);
    expect(opensAndroidApps(WEBVIEW_ANDROID)).toBe(false);
    expect(opensAndroidApps(SAFARI_IPHONE)).toBe(false);
  });

  it("are where a click on such a link leads, from Android's own browser", () => {
    const target = { url: VIDEO, enabled: true, showFrom: null, showUntil: null } as LinkBlock;
    const follow = (userAgent: string) =>
      answerClick(
        { url: "http://localhost/l/ana/go/x", headers: new Headers({ "user-agent": userAgent }) },
        "HEAD",
        target,
        "x",
      ).headers.location;
    expect(follow(CHROME_ANDROID)).toBe(androidAppLink(VIDEO));
    expect(follow(WEBVIEW_ANDROID)).toBe(VIDEO);
    expect(follow(SAFARI_IPHONE)).toBe(VIDEO);
    expect(
      answerClick({ url: "http://localhost/", headers: new Headers() }, "HEAD", target, "x").headers.location,
    ).toBe(VIDEO);
  });
});

describe("locked and closed links", () => {
  const link = (fields: Partial<LinkBlock>) =>
    ({
      url: "https://shop.example/",
      enabled: true,
      showFrom: null,
      showUntil: null,
      ...fields,
    }) as LinkBlock;
  const click = (target: LinkBlock, url = "http://localhost/l/ana/go/x", now = new Date()) =>
    answerClick({ url, headers: new Headers() }, "HEAD", target, "x", now);

  it("ask for an adult's confirmation first, then send the visitor on", () => {
    const sensitive = link({ sensitive: true });
    const asked = click(sensitive);
    expect(asked.status).toBe(200);
    expect(asked.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(asked.body).toContain("<h1");
    expect(asked.body).toContain('href="?confirm=18"');
    // The address it leads to is not on that page.
    expect(asked.body).not.toContain("shop.example");
    const confirmed = click(sensitive, "http://localhost/l/ana/go/x?confirm=18");
    expect([confirmed.status, confirmed.headers.location]).toEqual([302, "https://shop.example/"]);
  });

  it("say a link has expired once its Show until has passed, and nothing of a link switched off", () => {
    const now = new Date("2026-12-08T12:00:00Z");
    const over = link({ showUntil: new Date("2026-12-08T11:00:00Z") });
    expect(click(over, undefined, now).status).toBe(410);
    expect(String(click(over, undefined, now).body)).toContain("This link has expired");
    expect(click(link({ showFrom: new Date("2027-01-01T00:00:00Z") }), undefined, now).status).toBe(404);
    expect(click({ ...over, enabled: false }, undefined, now).status).toBe(404);
    expect(click(link({ showUntil: new Date("2026-12-08T13:00:00Z") }), undefined, now).status).toBe(302);
  });
});
