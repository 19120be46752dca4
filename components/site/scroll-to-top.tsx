"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * SPEC: the view scrolls to the top on each path change (also when a hash link kept the position). Not on
 * the page the browser loaded: it hydrates after its first paint, and a visitor who had scrolled by then
 * (to the footer's form, say) was thrown back to the top, their click landing on whatever was there.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
