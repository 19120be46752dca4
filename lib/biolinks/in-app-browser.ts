// The browsers built into social apps (Instagram's, TikTok's, Facebook's…), where a tapped bio link opens:
// they keep the visitor inside the app, without their own browser's sign-ins, saved passwords or wallet, and
// some links cannot leave them. Told apart by the app's mark in the user agent, as the apps document it for
// their own webviews; a page read by anything else shows nothing of this.

const APPS: readonly [name: string, pattern: RegExp][] = [
  ["Instagram", /\bInstagram\b/],
  ["Facebook", /\bFB(?:AN|AV|_IAB)\//],
  ["TikTok", /\b(?:musical_ly|BytedanceWebview|TikTok)\b/i],
  ["Snapchat", /\bSnapchat\b/],
  ["LinkedIn", /\bLinkedInApp\b/],
  ["LINE", /\bLine\/\d/],
];

export interface InAppBrowser {
  /** The app, as its users name it. */
  app: string;
  /** An address that hands `url` to the phone's own browser, where the system has one; null elsewhere. */
  openElsewhere: string | null;
}

/** The in-app browser `userAgent` belongs to, or null for any other browser. */
export function inAppBrowser(userAgent: string, url: string): InAppBrowser | null {
  const app = APPS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  if (!app) return null;
  return { app, openElsewhere: openElsewhere(userAgent, new URL(url)) };
}

function openElsewhere(userAgent: string, url: URL): string | null {
  const rest = `${url.host}${url.pathname}${url.search}`;
  // Android hands an intent with the VIEW action and no package to the default browser; the fallback is the
  // page itself, for a webview that does not pass intents on.
  if (/\bAndroid\b/.test(userAgent)) {
    const scheme = url.protocol.slice(0, -1);
    return `intent://${rest}#Intent;scheme=${scheme};action=android.intent.action.VIEW;S.browser_fallback_url=${encodeURIComponent(url.href)};end`;
  }
  // iOS 17 and later open Safari for x-safari-https: addresses; earlier versions do nothing with them.
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return `x-safari-${url.protocol.slice(0, -1)}://${rest}`;
  return null;
}
