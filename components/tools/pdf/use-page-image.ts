"use client";

import { useEffect, useState } from "react";
import { useThumbnailer } from "./thumbnails/thumbnails";

/** The page drawn large by the thumbnails' pdf.js (one setup for every picture of a page). */
export function usePageImage(page: number, width: number): { page: number; url: string } | undefined {
  const thumbnailer = useThumbnailer();
  const [drawn, setDrawn] = useState<{ page: number; url: string }>();
  useEffect(() => {
    if (!thumbnailer) return;
    let live = true;
    thumbnailer.thumbnail(0, page, width).then(
      (url) => live && setDrawn({ page, url }),
      () => {}, // a page pdf.js cannot draw keeps its placeholder; the job itself reports a damaged file
    );
    return () => {
      live = false;
    };
  }, [thumbnailer, page, width]);
  return drawn;
}
