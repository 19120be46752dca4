"use client";

import { ArrowLeft, ArrowRight, RotateCw, X } from "lucide-react";
import type { MergePage } from "@/lib/pdf/merge";
import type { Chosen } from "./chosen-files";
import { move } from "./sortable-list";
import { PageThumb, ThumbnailProvider } from "./thumbnails/thumbnails";

type GridPage = MergePage & { id: string };

/**
 * Every page of every chosen file as a tile with its thumbnail: move it, turn it a quarter, or leave it out.
 * Merge loads this only when the visitor asks to arrange pages, and pdf.js with it.
 */
export function PageGrid({
  pages,
  files,
  onChange,
}: {
  pages: GridPage[];
  files: Chosen[];
  onChange: (pages: GridPage[]) => void;
}) {
  const labelOf = (p: GridPage) => `${files[p.file]?.file.name} page ${p.page + 1}`;
  return (
    <ThumbnailProvider sources={files}>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Pages of the merged PDF">
        {pages.map((p, index) => (
          <li
            key={p.id}
            draggable
            onDragStart={(e) => e.dataTransfer.setData("text/x-page", String(index))}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              const from = Number(e.dataTransfer.getData("text/x-page"));
              if (Number.isInteger(from)) onChange(move(pages, from, index));
            }}
            className="rounded-lg border border-slate-200 bg-white p-2 text-xs"
          >
            <PageThumb source={p.file} page={p.page} rotate={p.rotate ?? 0} />
            <p className="mt-1 truncate" title={labelOf(p)}>
              {labelOf(p)}
              {p.rotate ? ` (turned ${p.rotate}°)` : ""}
            </p>
            <div className="mt-1 flex justify-between">
              <button
                type="button"
                aria-label={`Move ${labelOf(p)} earlier`}
                disabled={index === 0}
                onClick={() => onChange(move(pages, index, index - 1))}
                className="rounded p-1 hover:bg-slate-100 disabled:opacity-30"
              >
                <ArrowLeft className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                aria-label={`Rotate ${labelOf(p)}`}
                onClick={() =>
                  onChange(
                    pages.map((q) =>
                      q === p ? { ...q, rotate: (((q.rotate ?? 0) + 90) % 360) as MergePage["rotate"] } : q,
                    ),
                  )
                }
                className="rounded p-1 hover:bg-slate-100"
              >
                <RotateCw className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                aria-label={`Remove ${labelOf(p)}`}
                onClick={() => onChange(pages.filter((q) => q !== p))}
                className="rounded p-1 hover:bg-slate-100"
              >
                <X className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                aria-label={`Move ${labelOf(p)} later`}
                disabled={index === pages.length - 1}
                onClick={() => onChange(move(pages, index, index + 1))}
                className="rounded p-1 hover:bg-slate-100 disabled:opacity-30"
              >
                <ArrowRight className="size-4" aria-hidden />
              </button>
            </div>
          </li>
        ))}
      </ol>
    </ThumbnailProvider>
  );
}
