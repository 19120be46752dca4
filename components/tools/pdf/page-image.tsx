"use client";

import { type ComponentProps, useEffect, useState } from "react";
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

/** The page drawn large once `usePageImage` has it, its place held meanwhile at the same width. */
export function PageImage({
  page,
  image,
  width,
  ...props
}: {
  page: number;
  image: { page: number; url: string } | undefined;
  width: number;
} & Omit<ComponentProps<"img">, "src" | "alt" | "className" | "style">) {
  if (image?.page !== page) {
    return (
      <div
        className="flex aspect-[3/4] max-w-full items-center justify-center rounded bg-slate-100 text-slate-500"
        style={{ width }}
      >
        Drawing page {page + 1}…
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a blob: URL drawn in this tab; nothing to optimise
    <img
      {...props}
      src={image.url}
      alt={`Page ${page + 1}`}
      className="block h-auto max-w-full border border-slate-300 bg-white shadow-sm"
      style={{ width }}
    />
  );
}
