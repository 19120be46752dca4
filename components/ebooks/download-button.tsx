"use client";

import { Icon } from "@/components/icons/icon";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { EBOOK_PUBLIC_MESSAGES } from "@/lib/ebooks/public-messages";

/**
 * A link to the counting download route, so it works without JavaScript; with it, the route answers with
 * the file's address and a failure shows SPEC's message instead of an error page.
 */
export function DownloadButton({ slug, className }: { slug: string; className?: string }) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const href = `/api/ebooks/${encodeURIComponent(slug)}/download`;

  async function download(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setPending(true);
    setFailed(false);
    try {
      const response = await fetch(href, { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`download answered ${response.status}`);
      const { url, fileName } = (await response.json()) as { url: string; fileName: string };
      const link = document.createElement("a");
      link.href = url;
      // Only honoured for our own files; other sites' links open as they are.
      if (new URL(url, window.location.href).origin === window.location.origin) link.download = fileName;
      else link.target = "_blank";
      link.rel = "noopener";
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-2">
      <a
        href={href}
        onClick={download}
        rel="nofollow"
        aria-disabled={pending || undefined}
        className={buttonClass("primary", className)}
      >
        <Icon name="Download" className="size-4" />
        {pending ? "Preparing..." : "Download"}
      </a>
      <div aria-live="assertive">
        {failed ? (
          <p role="alert" className="text-sm text-red-600">
            {EBOOK_PUBLIC_MESSAGES.downloadFailed}
          </p>
        ) : null}
      </div>
    </div>
  );
}
