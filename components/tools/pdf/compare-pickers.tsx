"use client";

import type { ReactNode } from "react";
import { CHANGED_PDF, ORIGINAL_PDF } from "./drops";
import { FileDrop } from "./file-drop";

const ignore = () => {};

/**
 * Compare PDF's two pickers side by side, each with what was chosen below it. Without `onOriginal` and
 * `onChanged` they are the place held while the screen's code loads (pdf-tool.tsx).
 */
export function ComparePickers({
  onOriginal,
  onChanged,
  original,
  changed,
}: {
  onOriginal?: (files: File[]) => void;
  onChanged?: (files: File[]) => void;
  original?: ReactNode;
  changed?: ReactNode;
}) {
  const disabled = !onOriginal || !onChanged;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-2">
        <FileDrop {...ORIGINAL_PDF} onFiles={onOriginal ?? ignore} disabled={disabled} />
        {original}
      </div>
      <div className="space-y-2">
        <FileDrop {...CHANGED_PDF} onFiles={onChanged ?? ignore} disabled={disabled} />
        {changed}
      </div>
    </div>
  );
}
