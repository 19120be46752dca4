"use client";

import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { cn } from "@/components/ui/cn";
import type { ThumbSource, Thumbnailer } from "./thumbnailer";

const ThumbnailContext = createContext<Thumbnailer | null>(null);

/**
 * Gives the page tiles inside it thumbnails of `sources`. pdf.js and its worker start only once there is
 * a file (this renders only after one is chosen), and stop when the files change or the screen closes.
 */
export function ThumbnailProvider({ sources, children }: { sources: ThumbSource[]; children: ReactNode }) {
  const [thumbnailer, setThumbnailer] = useState<Thumbnailer | null>(null);
  // A new list of files (or a password typed) means new documents; the same files keep their drawings.
  const [current, setCurrent] = useState(sources);
  const key = (list: ThumbSource[]) =>
    list.map((s) => `${s.file.name}:${s.file.size}:${s.file.lastModified}:${s.password}`).join("|");
  if (key(current) !== key(sources)) setCurrent(sources);
  useEffect(() => {
    let made: Thumbnailer | null = null;
    let live = true;
    // The module holding pdf.js's loader is itself loaded here, so the screen's own chunk stays small.
    void import("./thumbnailer").then(({ createThumbnailer }) => {
      if (!live) return;
      made = createThumbnailer(current);
      setThumbnailer(made);
    });
    return () => {
      live = false;
      made?.destroy();
      setThumbnailer(null);
    };
  }, [current]);
  return <ThumbnailContext value={thumbnailer}>{children}</ThumbnailContext>;
}

/** The nearest provider's page drawer, for a view that shows a page its own way (larger, always on screen). */
export function useThumbnailer(): Thumbnailer | null {
  return useContext(ThumbnailContext);
}

// A quarter turn lays a portrait page across its tile: shrunk so it still fits the tile's width.
const turned = (rotate: number) => `rotate(${rotate}deg)${rotate % 180 ? " scale(0.75)" : ""}`;

/**
 * The picture of one page, drawn when its tile comes near the screen; until then (or if the file cannot be
 * drawn) the page number stands in. Decorative: the tile's text names the page.
 */
export function PageThumb({
  source,
  page,
  rotate = 0,
  className,
}: {
  source: number;
  page: number;
  rotate?: number;
  className?: string;
}) {
  const thumbnailer = useContext(ThumbnailContext);
  const box = useRef<HTMLDivElement>(null);
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const element = box.current;
    if (!thumbnailer || !element) return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        thumbnailer.thumbnail(source, page).then(
          (drawn) => live && setUrl(drawn),
          () => {}, // a page pdf.js cannot draw keeps its number; the job itself reports damaged files
        );
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
      setUrl(undefined);
    };
  }, [thumbnailer, source, page]);
  return (
    <div
      ref={box}
      aria-hidden
      className={cn(
        "flex aspect-[3/4] items-center justify-center overflow-hidden rounded bg-slate-100 text-2xl font-semibold text-slate-500",
        className,
      )}
    >
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a blob: URL drawn in this tab; nothing to optimise
        <img
          src={url}
          alt=""
          data-page-thumbnail={`${source}:${page}`}
          className="max-h-full max-w-full bg-white shadow-sm"
          style={{ transform: turned(rotate) }}
        />
      ) : (
        <span style={{ transform: `rotate(${rotate}deg)` }}>{page + 1}</span>
      )}
    </div>
  );
}
