"use client";

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { BLOCK_TYPES, type Block, type BlockType } from "@/lib/biolinks/blocks";
import { newBlock } from "@/lib/biolinks/new-block";
import { MAX_BLOCKS } from "@/lib/biolinks/validation";
import { Button } from "@/components/ui/button";
import { BlockCard } from "./block-card";

/** How a block is named to screen readers and in drag announcements. */
export function blockLabel(block: Block): string {
  const summary =
    "title" in block
      ? block.title
      : "text" in block
        ? block.text
        : block.type === "embed"
          ? block.url
          : block.type === "contact"
            ? block.name
            : "";
  return `${BLOCK_TYPES[block.type]}: ${summary.trim().slice(0, 40) || "(empty)"}`;
}

export function BlockList({
  blocks,
  onChange,
  hiddenNow,
  error,
}: {
  blocks: Block[];
  onChange: (blocks: Block[]) => void;
  hiddenNow: (block: Block) => boolean;
  error: (path: string) => string | undefined;
}) {
  // Drag with a mouse or finger, or focus a handle and use Space and the arrow keys.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = (id: unknown) => blocks.find((b) => b.id === id);
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = blocks.findIndex((b) => b.id === active.id);
    const to = blocks.findIndex((b) => b.id === over.id);
    onChange(arrayMove(blocks, from, to));
  }
  const name = (id: unknown) => {
    const block = byId(id);
    return block ? blockLabel(block) : "block";
  };
  return (
    <div className="space-y-4">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over ? `${name(active.id)} is over ${name(over.id)}.` : undefined,
            onDragEnd: ({ active, over }) =>
              over
                ? `Dropped ${name(active.id)} at ${name(over.id)}'s place.`
                : `Dropped ${name(active.id)}.`,
            onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
          },
        }}
      >
        <SortableContext items={blocks.map((b) => b.id)} strategy={verticalListSortingStrategy}>
          <ol className="space-y-3" aria-label="Blocks">
            {blocks.map((block, i) => (
              <BlockCard
                key={block.id}
                block={block}
                label={blockLabel(block)}
                hiddenNow={hiddenNow(block)}
                error={(field) => error(`blocks.${i}.${field}`)}
                onChange={(changed) => onChange(blocks.map((b) => (b.id === block.id ? changed : b)))}
                onRemove={() => onChange(blocks.filter((b) => b.id !== block.id))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {blocks.length === 0 ? (
        <p className="text-sm text-slate-600">No blocks yet: add a link to start.</p>
      ) : null}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Add a block">
        {(Object.keys(BLOCK_TYPES) as BlockType[]).map((type) => (
          <Button
            key={type}
            variant="secondary"
            className="px-3 py-1.5"
            disabled={blocks.length >= MAX_BLOCKS}
            onClick={() => onChange([...blocks, newBlock(type)])}
          >
            Add {type === "embed" ? BLOCK_TYPES.embed : BLOCK_TYPES[type].toLowerCase()}
          </Button>
        ))}
      </div>
    </div>
  );
}
