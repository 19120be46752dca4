"use client";

import { Upload } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@/components/ui/cn";
import type { DropSpec } from "./drops";

/**
 * A file picker that is also a drop zone. The files stay in the browser; the label says so, and the limits
 * are stated before anything is chosen. `disabled`: the place held while the tool's code loads, which has
 * no picker, so no file is chosen that nothing would receive.
 */
export function FileDrop({
  accept,
  multiple,
  label,
  limits,
  onFiles,
  disabled = false,
}: DropSpec & { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const id = useId();
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(e) => {
        if (disabled || !e.dataTransfer.types.includes("Files")) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (e.dataTransfer.files.length === 0) return;
        e.preventDefault();
        setOver(false);
        onFiles([...e.dataTransfer.files]);
      }}
      className={cn(
        "rounded-xl border-2 border-dashed p-8 text-center transition-colors",
        over ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-slate-50",
      )}
    >
      <Upload className="mx-auto size-8 text-slate-400" aria-hidden />
      {disabled ? (
        // The same box without the picker (its input takes no space): nothing can be chosen here yet.
        <span className="mt-3 block font-medium text-brand-700">{label}</span>
      ) : (
        <>
          <label
            htmlFor={id}
            className="mt-3 block cursor-pointer font-medium text-brand-700 hover:underline"
          >
            {label}
          </label>
          <input
            id={id}
            type="file"
            accept={accept}
            multiple={multiple}
            className="sr-only"
            onChange={(e) => {
              onFiles([...(e.target.files ?? [])]);
              e.target.value = "";
            }}
          />
        </>
      )}
      <p className="mt-1 text-sm text-slate-600">or drop them here. {limits}</p>
      <p className="mt-1 text-xs text-slate-500">Your files stay on this device: nothing is uploaded.</p>
    </div>
  );
}
