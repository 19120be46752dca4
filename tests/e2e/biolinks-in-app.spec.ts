import { expect, test } from "./fixtures";
import { createPublicBioPage } from "./helpers/biolinks";

// A visitor who taps a bio link inside Instagram, TikTok or Facebook lands in the app's own browser: the page
// offers the phone's own browser and its link to copy there, and nowhere else. A link to an app's website,
// followed from Android's own browser, opens the app.

const INSTAGRAM_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Instagram 330.0.0.40.92 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 596227442)";
const FACEBOOK_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0.0.31.105;FBBV/556255513;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]";
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

test("inside a social app's browser the page offers the phone's own browser and its link", async ({
  page,
  browser,
  baseURL,
}) => {
  const slug = await createPublicBioPage(page, browser, VIDEO);
  const address = `${baseURL}/l/${slug}?utm_source=ig`;

  const instagram = await browser.newContext({ userAgent: INSTAGRAM_ANDROID });
  await instagram.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const visit = await instagram.newPage();
  await visit.goto(address);
  const notice = visit.getByRole("complementary", { name: "Open in your browser" });
  await expect(notice).toContainText("You are in Instagram’s browser.");
  const open = notice.getByRole("link", { name: "Open in your browser" });
  const here = new URL(address);
  await expect(open).toHaveAttribute(
    "href",
    `intent://${here.host}${here.pathname}${here.search}#Intent;scheme=http;action=android.intent.action.VIEW;S.browser_fallback_url=${encodeURIComponent(address)};end`,
  );
  await notice.getByRole("button", { name: "Copy page link" }).click();
  await expect(notice).toContainText("Link copied: paste it into your browser.");
  expect(await visit.evaluate(() => navigator.clipboard.readText())).toBe(address);
  // The page's own links are there as for anyone.
  await expect(visit.getByRole("link", { name: "My site" })).toBeVisible();
  await instagram.close();

  const facebook = await browser.newContext({ userAgent: FACEBOOK_IPHONE });
  const onIphone = await facebook.newPage();
  await onIphone.goto(address);
  await expect(onIphone.getByRole("link", { name: "Open in your browser" })).toHaveAttribute(
    "href",
    `x-safari-http://${here.host}${here.pathname}${here.search}`,
  );
  await facebook.close();

  const safari = await browser.newContext({ userAgent: SAFARI_IPHONE });
  const inSafari = await safari.newPage();
  await inSafari.goto(address);
  await expect(inSafari.getByRole("link", { name: "My site" })).toBeVisible();
  await inSafari.waitForLoadState("networkidle");
  await expect(inSafari.getByRole("complementary", { name: "Open in your browser" })).toHaveCount(0);
  await safari.close();
});

test("a YouTube link followed from Chrome on Android opens the YouTube app, and the website anywhere else", async ({
  page,
  browser,
}) => {
  const slug = await createPublicBioPage(page, browser, VIDEO);
  const href = await page
    .goto(`/l/${slug}`)
    .then(() => page.getByRole("link", { name: "My site" }).getAttribute("href"));
  for (const [userAgent, location] of [
    [
      CHROME_ANDROID,
      `intent://www.youtube.com/watch?v=dQw4w9WgXcQ#Intent;scheme=https;package=com.google.android.youtube;S.browser_fallback_url=${encodeURIComponent(VIDEO)};end`,
    ],
    [INSTAGRAM_ANDROID, VIDEO],
    [SAFARI_IPHONE, VIDEO],
  ]) {
    const visitor = await browser.newContext({ userAgent });
    const answer = await visitor.request.get(href!, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe(location);
    await visitor.close();
  }
});
