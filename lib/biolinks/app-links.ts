// Links to the big apps' websites, opened in their app on a phone that has it. iOS does that by itself for
// the https address a click redirects to (the apps' universal links), so nothing is needed there. Android
// opens an app only for an intent: a click from Android's own browsers is sent to one naming the app's
// package, with the https address as the fallback when the app is not installed. In-app browsers (Android's
// WebView, "; wv)") handle intents each their own way, so they get the https address.

/** Android packages of the apps whose links visitors most follow, by the host of the link. */
const PACKAGES: Record<string, string> = {
  "youtube.com": "com.google.android.youtube",
  "youtu.be": "com.google.android.youtube",
  "music.youtube.com": "com.google.android.apps.youtube.music",
  "instagram.com": "com.instagram.android",
  "threads.net": "com.instagram.barcelona",
  "tiktok.com": "com.zhiliaoapp.musically",
  "open.spotify.com": "com.spotify.music",
  "x.com": "com.twitter.android",
  "twitter.com": "com.twitter.android",
  "facebook.com": "com.facebook.katana",
  "linkedin.com": "com.linkedin.android",
  "pinterest.com": "com.pinterest",
  "twitch.tv": "tv.twitch.android.app",
  "reddit.com": "com.reddit.frontpage",
  "snapchat.com": "com.snapchat.android",
  "wa.me": "com.whatsapp",
};

/** Whether the browser is Android's own (Chrome, Samsung Internet, Firefox…), which hands intents to apps. */
export const opensAndroidApps = (userAgent: string) =>
  userAgent.includes("Android") && !userAgent.includes("; wv)");

/** The intent that opens `url` in its app on Android, falling back to `url` itself; null for other links. */
export function androidAppLink(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:") return null;
  const host = parsed.hostname.replace(/^(?:www|m)\./, "");
  const app = PACKAGES[host];
  if (!app) return null;
  return `intent://${parsed.host}${parsed.pathname}${parsed.search}#Intent;scheme=https;package=${app};S.browser_fallback_url=${encodeURIComponent(parsed.href)};end`;
}
