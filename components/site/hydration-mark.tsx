"use client";

import { useEffect } from "react";

/**
 * Marks `<html data-hydrated>` once React has hydrated the page. A cached page requests its scripts after
 * its first paint (lib/cache/after-paint.ts), so its `load` event can come before React has attached a
 * single handler; the e2e suite waits for this mark before it clicks (tests/e2e/fixtures.ts).
 */
export function HydrationMark() {
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return null;
}
