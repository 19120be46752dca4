"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { BLOCK_TYPES, type Block } from "@/lib/biolinks/blocks";
import { Button } from "@/components/ui/button";
import { BlockFields } from "./block-fields";
import { TextInput } from "./text-input";

export function BlockCard({
  block,
  label,
  hiddenNow,
  onChange,
  onRemove,
  error,
}: {
  block: Block;
  label: string;
  hiddenNow: boolean;
  onChange: (block: Block) => void;
  onRemove: () => void;
  error: (field: string) => string | undefined;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: block.id,
  });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const id = (field: string) => `block-${block.id}-${field}`;
  return (
    <li
      ref={setNodeRef}
      style={style}
      aria-label={label}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 data-[dragging=true]:shadow-lg"
      data-dragging={isDragging}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="cursor-grab rounded p-1 text-slate-600 hover:bg-slate-100"
          aria-label={`Reorder ${label}`}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-5" aria-hidden />
        </button>
        <span className="font-medium">{BLOCK_TYPES[block.type]}</span>
        {hiddenNow ? <span className="text-xs text-slate-600">(not shown now)</span> : null}
        <label className="ml-auto flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={block.enabled}
            onChange={(e) => onChange({ ...block, enabled: e.target.checked })}
          />
          Shown
        </label>
        <Button
          variant="ghost"
          className="px-2 py-1 text-red-700"
          onClick={onRemove}
          aria-label={`Remove ${label}`}
        >
          Remove
        </Button>
      </div>
      <BlockFields block={block} onChange={onChange} error={error} />
      <details className="text-sm" open={Boolean(block.showFrom || block.showUntil)}>
        <summary className="cursor-pointer text-slate-700">Schedule</summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <TextInput
            id={id("from")}
            label="Show from"
            type="datetime-local"
            value={block.showFrom}
            error={error("showFrom")}
            onChange={(showFrom) => onChange({ ...block, showFrom })}
          />
          <TextInput
            id={id("until")}
            label="Show until"
            type="datetime-local"
            value={block.showUntil}
            error={error("showUntil")}
            onChange={(showUntil) => onChange({ ...block, showUntil })}
          />
        </div>
      </details>
    </li>
  );
}
