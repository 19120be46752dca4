"use client";

import { Check } from "lucide-react";
import { PRESET_COLORS } from "@/lib/blog/constants";

/** SPEC: the eight preset swatches plus a custom colour input. The value travels in a hidden field. */
export function ColorPicker({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Color</legend>
      <input type="hidden" name="color" value={value} />
      <div className="flex flex-wrap items-center gap-2">
        {PRESET_COLORS.map((color) => (
          <button
            key={color}
            type="button"
            onClick={() => onChange(color)}
            aria-label={`Color ${color}`}
            aria-pressed={value.toUpperCase() === color}
            className="flex size-8 items-center justify-center rounded-full ring-offset-2 aria-pressed:ring-2 aria-pressed:ring-slate-900"
            style={{ backgroundColor: color }}
          >
            {value.toUpperCase() === color ? <Check className="size-4 text-white" aria-hidden /> : null}
          </button>
        ))}
        <label className="ml-2 flex items-center gap-2 text-sm text-slate-600">
          Custom
          <input
            type="color"
            value={value}
            onChange={(e) => onChange(e.target.value.toUpperCase())}
            className="h-8 w-12 cursor-pointer rounded border border-slate-300"
          />
        </label>
        <span className="font-mono text-xs text-slate-500">{value.toUpperCase()}</span>
      </div>
    </fieldset>
  );
}
