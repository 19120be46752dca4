"use client";

import { ArrowLeft, ArrowRight, Copy, FilePlus, type LucideIcon, RotateCw, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/components/ui/cn";
import { PDF_LIMITS } from "@/lib/pdf/limits";
import type { Chosen } from "./chosen-files";
import { type Tile, type TileAction, act } from "./organize-tiles";
import { move } from "./sortable-list";
import { PageThumb, ThumbnailProvider } from "./thumbnails/thumbnails";

const BUTTONS: { action: TileAction; icon: LucideIcon; name: (label: string) => string }[] = [
  { action: "earlier", icon: ArrowLeft, name: (label) => `Move ${label} earlier` },
  { action: "rotate", icon: RotateCw, name: (label) => `Rotate ${label}` },
  { action: "duplicate", icon: Copy, name: (label) => `Duplicate ${label}` },
  { action: "blank", icon: FilePlus, name: (label) => `Insert a blank page after ${label}` },
  { action: "delete", icon: Trash2, name: (label) => `Delete ${label}` },
  { action: "later", icon: ArrowRight, name: (label) => `Move ${label} later` },
];

/** What a screen reader hears after an action, since the grid changes out of sight. */
function announcement(action: TileAction, before: Tile[], after: Tile[], index: number): string {
  const tile = before[index]!;
  const at = after.findIndex((t) => t.id === tile.id);
  switch (action) {
    case "earlier":
    case "later":
      return `${tile.label} moved to position ${at + 1} of ${after.length}.`;
    case "rotate":
      return `${tile.label} turned ${after[at]!.rotate}°.`;
    case "duplicate":
    case "blank":
      return `${after[index + 1]!.label} added after ${tile.label}.`;
    case "delete":
      return `${tile.label} deleted.`;
  }
}

/**
 * The pages of the new document as tiles in their order, each with its thumbnail. Drag a tile onto
 * another's place, or use its buttons (which also reach every action from the keyboard).
 */
export function OrganizeGrid({
  chosen,
  tiles,
  onChange,
}: {
  chosen: Chosen;
  tiles: Tile[];
  onChange: (tiles: Tile[]) => void;
}) {
  const [dragged, setDragged] = useState<number>();
  const [said, setSaid] = useState("");
  const grid = useRef<HTMLOListElement>(null);
  // A moved tile's DOM node may be re-inserted, which drops focus: it goes back to the same button.
  const refocus = useRef<{ id: string; action: TileAction }>(undefined);
  useEffect(() => {
    const wanted = refocus.current;
    refocus.current = undefined;
    if (!wanted || !grid.current) return;
    const tile = grid.current.querySelector(`[data-tile="${wanted.id}"]`);
    const button =
      tile?.querySelector<HTMLButtonElement>(`[data-action="${wanted.action}"]:not(:disabled)`) ??
      tile?.querySelector<HTMLButtonElement>("button:not(:disabled)");
    button?.focus();
  }, [tiles]);

  const full = tiles.length >= PDF_LIMITS.maxOrganizedPages;
  const run = (action: TileAction, index: number) => {
    const next = act(tiles, action, index);
    setSaid(announcement(action, tiles, next, index));
    // After a delete, focus goes to the tile that took its place.
    const stay = action === "delete" ? next[Math.min(index, next.length - 1)]! : tiles[index]!;
    refocus.current = { id: stay.id, action };
    onChange(next);
  };
  const disabled = (action: TileAction, index: number) =>
    (action === "earlier" && index === 0) ||
    (action === "later" && index === tiles.length - 1) ||
    (action === "delete" && tiles.length === 1) ||
    ((action === "duplicate" || action === "blank") && full);

  return (
    <ThumbnailProvider sources={[chosen]}>
      <ol
        ref={grid}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5"
        aria-label="Pages of the new PDF"
      >
        {tiles.map((tile, index) => (
          <li
            key={tile.id}
            data-tile={tile.id}
            draggable
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = "move";
              e.dataTransfer.setData("text/x-organize-page", String(index));
              setDragged(index);
            }}
            onDragEnd={() => setDragged(undefined)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              const from = Number(e.dataTransfer.getData("text/x-organize-page"));
              setDragged(undefined);
              if (!Number.isInteger(from) || from === index) return;
              setSaid(`${tiles[from]!.label} moved to position ${index + 1} of ${tiles.length}.`);
              onChange(move(tiles, from, index));
            }}
            className={cn(
              "cursor-grab rounded-lg border border-slate-200 bg-white p-2 text-xs",
              dragged === index && "opacity-50",
            )}
          >
            {tile.blank ? (
              <div aria-hidden className="flex aspect-[3/4] items-center justify-center rounded bg-slate-100">
                <div
                  className="flex aspect-[3/4] h-4/5 items-center justify-center border border-slate-300 bg-white text-slate-400 shadow-sm"
                  style={{ transform: `rotate(${tile.rotate}deg)${tile.rotate % 180 ? " scale(0.75)" : ""}` }}
                >
                  Blank
                </div>
              </div>
            ) : (
              <PageThumb source={0} page={tile.source} rotate={tile.rotate} />
            )}
            <p className="mt-1 truncate" title={tile.label}>
              <span className="text-slate-500">{index + 1}.</span> {tile.label}
              {tile.rotate ? ` (turned ${tile.rotate}°)` : ""}
            </p>
            <div className="mt-1 flex flex-wrap justify-between">
              {BUTTONS.map(({ action, icon: Icon, name }) => (
                <button
                  key={action}
                  type="button"
                  data-action={action}
                  aria-label={name(tile.label)}
                  title={name(tile.label)}
                  disabled={disabled(action, index)}
                  onClick={() => run(action, index)}
                  className="rounded p-1 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-30"
                >
                  <Icon className="size-4" aria-hidden />
                </button>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </ThumbnailProvider>
  );
}
