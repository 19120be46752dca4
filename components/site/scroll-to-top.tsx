"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** SPEC: the view scrolls to the top on each path change (also when a hash link kept the position). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
