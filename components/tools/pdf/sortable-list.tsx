"use client";

import { ArrowDown, ArrowUp, GripVertical, X } from "lucide-react";
import { useState } from "react";
import { cn } from "@/components/ui/cn";

export function move<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * A list the visitor reorders by dragging, or from the keyboard: Alt+Up/Down on a focused row, or its
 * Move up/Move down buttons. Each move is announced.
 */
export function SortableList<T>({
  items,
  keyOf,
  labelOf,
  render,
  onChange,
}: {
  items: T[];
  keyOf: (item: T) => string;
  labelOf: (item: T) => string;
  render: (item: T, index: number) => React.ReactNode;
  onChange: (items: T[]) => void;
}) {
  const [dragged, setDragged] = useState<number>();
  const [announcement, setAnnouncement] = useState("");
  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    onChange(move(items, from, to));
    setAnnouncement(`${labelOf(items[from]!)} moved to position ${to + 1} of ${items.length}.`);
  };
  return (
    <>
      <ol className="space-y-2">
        {items.map((item, index) => (
          <li
            key={keyOf(item)}
            draggable
            tabIndex={0}
            aria-label={`${labelOf(item)}, position ${index + 1} of ${items.length}`}
            onDragStart={() => setDragged(index)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged !== undefined) moveTo(dragged, index);
              setDragged(undefined);
            }}
            onKeyDown={(e) => {
              if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
              e.preventDefault();
              moveTo(index, index + (e.key === "ArrowUp" ? -1 : 1));
            }}
            className={cn(
              "flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 focus:ring-2 focus:ring-brand-500 focus:outline-none",
              dragged === index && "opacity-50",
            )}
          >
            <GripVertical className="size-4 shrink-0 cursor-grab text-slate-400" aria-hidden />
            <div className="min-w-0 flex-1">{render(item, index)}</div>
            <button
              type="button"
              aria-label={`Move ${labelOf(item)} up`}
              disabled={index === 0}
              onClick={() => moveTo(index, index - 1)}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-30"
            >
              <ArrowUp className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              aria-label={`Move ${labelOf(item)} down`}
              disabled={index === items.length - 1}
              onClick={() => moveTo(index, index + 1)}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-30"
            >
              <ArrowDown className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              aria-label={`Remove ${labelOf(item)}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
              className="rounded p-1 text-slate-500 hover:bg-slate-100"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
