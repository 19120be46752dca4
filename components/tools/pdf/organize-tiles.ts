import type { PlannedPage, QuarterTurn } from "@/lib/pdf/organize";
import { move } from "./sortable-list";

/**
 * One page of the document being organized, as its tile shows it: a page of the file (`source`, 0-based)
 * or a blank page the size of page `source`, turned `rotate` further, named so that copies and blanks
 * stay distinct ("Page 3 (copy)", "Blank page (2)").
 */
export interface Tile {
  id: string;
  label: string;
  source: number;
  blank: boolean;
  rotate: QuarterTurn;
}

export type TileAction = "earlier" | "later" | "rotate" | "duplicate" | "blank" | "delete";

export function tilesOf(pageCount: number): Tile[] {
  return Array.from({ length: pageCount }, (_, page) => ({
    id: `p${page}`,
    label: `Page ${page + 1}`,
    source: page,
    blank: false,
    rotate: 0,
  }));
}

let made = 0;

/** The first of `name(1)`, `name(2)`, … no tile has yet. */
function freeLabel(tiles: Tile[], name: (n: number) => string): string {
  const taken = new Set(tiles.map((t) => t.label));
  let n = 1;
  while (taken.has(name(n))) n++;
  return name(n);
}

/** The tiles after `action` on the tile at `index`. */
export function act(tiles: Tile[], action: TileAction, index: number): Tile[] {
  const tile = tiles[index]!;
  const insert = (added: Omit<Tile, "id">) => [
    ...tiles.slice(0, index + 1),
    { ...added, id: `t${++made}` },
    ...tiles.slice(index + 1),
  ];
  switch (action) {
    case "earlier":
      return move(tiles, index, index - 1);
    case "later":
      return move(tiles, index, index + 1);
    case "rotate":
      return tiles.map((t) => (t === tile ? { ...t, rotate: ((t.rotate + 90) % 360) as QuarterTurn } : t));
    case "delete":
      return tiles.length > 1 ? tiles.filter((t) => t !== tile) : tiles;
    case "duplicate":
      return insert({
        ...tile,
        label: tile.blank
          ? freeLabel(tiles, blankName)
          : freeLabel(tiles, (n) => `Page ${tile.source + 1} (copy${n > 1 ? ` ${n}` : ""})`),
      });
    case "blank":
      // A blank page takes the size and turn of the page it follows (after a blank, that one's).
      return insert({
        label: freeLabel(tiles, blankName),
        source: tile.source,
        blank: true,
        rotate: tile.rotate,
      });
  }
}

const blankName = (n: number) => (n > 1 ? `Blank page (${n})` : "Blank page");

/** What the job writes: the tiles in their order. */
export function planOf(tiles: Tile[]): PlannedPage[] {
  return tiles.map((t) =>
    t.blank ? { blankLike: t.source, rotate: t.rotate } : { page: t.source, rotate: t.rotate },
  );
}
