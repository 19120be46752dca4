"use client";

import { useState } from "react";

/**
 * In-app browsers (Instagram, TikTok) trap visitors: copying the link or the system share sheet lets them
 * open the page elsewhere. Without JavaScript the buttons do nothing and the page still works.
 */
export function ShareButtons({
  url,
  title,
  style,
}: {
  url: string;
  title: string;
  style: React.CSSProperties;
}) {
  const [message, setMessage] = useState("");
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setMessage("Link copied");
    } catch {
      setMessage("Copy failed: the address is " + url);
    }
  }
  async function share() {
    if (!navigator.share) return copy();
    try {
      await navigator.share({ url, title });
    } catch {
      // The visitor closed the share sheet.
    }
  }
  const button = "rounded-full border px-4 py-1.5 text-sm font-medium";
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="flex gap-2">
        <button type="button" onClick={copy} className={button} style={style}>
          Copy link
        </button>
        <button type="button" onClick={share} className={button} style={style}>
          Share
        </button>
      </div>
      <p aria-live="polite" className="text-sm">
        {message}
      </p>
    </div>
  );
}
