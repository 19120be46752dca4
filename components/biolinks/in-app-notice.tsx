"use client";

import { useState, useSyncExternalStore } from "react";
import { inAppBrowser } from "@/lib/biolinks/in-app-browser";

const subscribe = () => () => {};

/**
 * Inside a social app's own browser (lib/biolinks/in-app-browser.ts), a note that offers the phone's own
 * browser and the page's address to copy. The page is cached, the same for every visitor, so the note is
 * decided in the browser: server and first render show nothing, nor does a browser without JavaScript.
 */
export function InAppNotice({ style }: { style: React.CSSProperties }) {
  const inApp = useSyncExternalStore(
    subscribe,
    () => inAppBrowserHere(),
    () => null,
  );
  const [copied, setCopied] = useState("");
  if (!inApp) return null;
  async function copy() {
    try {
      await navigator.clipboard.writeText(location.href);
      setCopied("Link copied: paste it into your browser.");
    } catch {
      setCopied(`Copy failed: the address is ${location.href}`);
    }
  }
  const button = "rounded-full border px-4 py-1.5 text-sm font-medium";
  return (
    <aside aria-label="Open in your browser" className="mx-auto max-w-md px-5 pt-4 text-center text-sm">
      <p>
        You are in {inApp.app}&rsquo;s browser. Some links work better in your own: open this page there, or
        copy its link.
      </p>
      <div className="mt-2 flex justify-center gap-2">
        {inApp.openElsewhere ? (
          <a href={inApp.openElsewhere} className={button} style={style}>
            Open in your browser
          </a>
        ) : null}
        <button type="button" onClick={copy} className={button} style={style}>
          Copy page link
        </button>
      </div>
      <p aria-live="polite">{copied}</p>
    </aside>
  );
}

// One answer per page load: the user agent does not change while the page is open.
let cached: ReturnType<typeof inAppBrowser> | undefined;
function inAppBrowserHere() {
  cached ??= inAppBrowser(navigator.userAgent, location.href);
  return cached;
}
