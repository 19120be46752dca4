"use client";

import { useEffect } from "react";

/** Reports that the post was shown; the server counts it once per visitor and day and ignores bots. */
export function ViewTracker({ postId }: { postId: number }) {
  useEffect(() => {
    void fetch("/api/blog/views", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ postId }),
      keepalive: true,
    }).catch(() => {
      // A lost view is not worth bothering the reader about.
    });
  }, [postId]);
  return null;
}
