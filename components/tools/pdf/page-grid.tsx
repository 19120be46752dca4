"use client";

import { ArrowLeft, ArrowRight, RotateCw, X } from "lucide-react";
import type { MergePage } from "@/lib/pdf/merge";
import { move } from "./sortable-list";

type GridPage = MergePage & { id: string };

/** Every page of every chosen file as a tile: move it, turn it a quarter, or leave it out. */
export function PageGrid({
  pages,
  names,
  onChange,
}: {
  pages: GridPage[];
  names: string[];
  onChange: (pages: GridPage[]) => void;
}) {
  const labelOf = (p: GridPage) => `${names[p.file]} page ${p.page + 1}`;
  return (
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
          <div
            className="flex aspect-[3/4] items-center justify-center rounded bg-slate-100 text-2xl font-semibold text-slate-500"
            style={{ transform: `rotate(${p.rotate ?? 0}deg)` }}
            aria-hidden
          >
            {p.page + 1}
          </div>
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
  );
}
