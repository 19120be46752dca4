"use client";

import { useBrowserSession } from "@/components/site/browser-session";

/**
 * Setup hints meant for the site's owner. Decided in the browser from the session (the same request the
 * navbar makes), so the cached tool page is the same for everyone and visitors never see them.
 */
export function AdminOnly({ children }: { children: React.ReactNode }) {
  const session = useBrowserSession();
  return session?.user.role === "admin" ? children : null;
}
