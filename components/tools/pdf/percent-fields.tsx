"use client";

import { useId } from "react";

/**
 * A box on a page typed as percentages of the page: the keyboard's way to do what dragging does (Sign's
 * signature, Crop's part to keep). Values are fractions; the boxes show them as percentages.
 */
export function PercentFields<K extends string>({
  legend,
  fields,
  value,
  onChange,
}: {
  legend: string;
  fields: readonly { key: K; label: string }[];
  value: Record<K, number>;
  onChange: (value: Record<K, number>) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {fields.map(({ key, label }) => (
        <div key={key} className="space-y-1">
          <label htmlFor={`${id}-${key}`} className="block text-sm">
            {label}
          </label>
          <input
            id={`${id}-${key}`}
            type="number"
            min={0}
            max={100}
            step={1}
            value={Math.round(value[key] * 1000) / 10}
            onChange={(e) => {
              const typed = e.target.valueAsNumber;
              if (Number.isFinite(typed)) onChange({ ...value, [key]: typed / 100 });
            }}
            className="block w-24 rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
      ))}
    </fieldset>
  );
}
