"use client";

import { type PointerEvent, useId, useRef, useState } from "react";
import type { CropBox } from "@/lib/pdf/crop";
import type { Chosen } from "./chosen-files";
import { PercentFields } from "./percent-fields";
import { SignPageChooser } from "./sign-page-chooser";
import { ThumbnailProvider } from "./thumbnails/thumbnails";
import { PageImage, usePageImage } from "./page-image";

/** The page's width on screen, in CSS pixels (narrower on a narrow screen). */
const VIEW_WIDTH = 420;

const clamp = (v: number) => Math.min(1, Math.max(0, v));

/** A page drawn large, on which the part to keep is drawn by dragging, or typed in percentages. */
export function CropPlacer({
  chosen,
  pageCount,
  box,
  onBox,
}: {
  chosen: Chosen;
  pageCount: number;
  box: CropBox;
  onBox: (box: CropBox) => void;
}) {
  return (
    <ThumbnailProvider sources={[chosen]}>
      <PlacerBody pageCount={pageCount} box={box} onBox={onBox} />
    </ThumbnailProvider>
  );
}

function PlacerBody({
  pageCount,
  box,
  onBox,
}: {
  pageCount: number;
  box: CropBox;
  onBox: (box: CropBox) => void;
}) {
  const [page, setPage] = useState(0);
  const image = usePageImage(page, VIEW_WIDTH);
  const frame = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const hint = useId();

  const at = (e: PointerEvent<HTMLDivElement>) => {
    const rect = frame.current!.getBoundingClientRect();
    return { x: clamp((e.clientX - rect.left) / rect.width), y: clamp((e.clientY - rect.top) / rect.height) };
  };
  const press = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    start.current = at(e);
  };
  const pull = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const end = at(e);
    const [x, y] = [Math.min(start.current.x, end.x), Math.min(start.current.y, end.y)];
    onBox({ x, y, width: Math.abs(end.x - start.current.x), height: Math.abs(end.y - start.current.y) });
  };

  return (
    <div className="space-y-3">
      {pageCount > 1 ? (
        <SignPageChooser page={page} pageCount={pageCount} onPage={setPage} label="Page shown" />
      ) : null}
      <div
        ref={frame}
        onPointerDown={press}
        onPointerMove={pull}
        onPointerUp={() => (start.current = null)}
        onPointerCancel={() => (start.current = null)}
        aria-describedby={hint}
        data-crop-frame
        className="relative w-fit max-w-full cursor-crosshair touch-none select-none"
      >
        <PageImage page={page} image={image} width={VIEW_WIDTH} draggable={false} />
        {/* What is cut away is dimmed: the box's outline with a shadow over the rest of the page. */}
        <div
          aria-hidden
          className="pointer-events-none absolute outline-2 outline-brand-600 outline-dashed"
          style={{
            left: `${box.x * 100}%`,
            top: `${box.y * 100}%`,
            width: `${box.width * 100}%`,
            height: `${box.height * 100}%`,
            boxShadow: "0 0 0 9999px rgb(15 23 42 / 0.45)",
          }}
        />
      </div>
      <p id={hint} className="text-sm text-slate-500">
        Drag across the page to draw the part to keep, or type it below. The same part of every chosen page is
        kept.
      </p>
      <PercentFields legend="Part of the page to keep" fields={FIELDS} value={box} onChange={onBox} />
    </div>
  );
}

const FIELDS = [
  { key: "x", label: "From the left (%)" },
  { key: "y", label: "From the top (%)" },
  { key: "width", label: "Width (%)" },
  { key: "height", label: "Height (%)" },
] as const;
