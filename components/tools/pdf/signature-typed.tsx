"use client";

import { useId, useRef, useState } from "react";
import { type Signature, inkedSignature } from "./signature-ink";

// Fonts the visitor's device already has: nothing may be fetched (the tool pages' CSP forbids it, and the
// file stays private). Each list falls back to the browser's own cursive or italic serif.
const STYLES = [
  {
    value: "script",
    label: "Handwriting",
    font: '"Segoe Script", "Bradley Hand", "Brush Script MT", cursive',
  },
  { value: "italic", label: "Italic", font: 'Georgia, "Times New Roman", serif' },
] as const;
type Style = (typeof STYLES)[number];

const SIZE = 96;
const MAX_NAME = 80;

/** The name written in `style` on a transparent canvas, cut to its ink. */
async function writeName(name: string, style: Style): Promise<Signature | undefined> {
  const font = `italic ${SIZE}px ${style.font}`;
  const canvas = document.createElement("canvas");
  const measure = canvas.getContext("2d")!;
  measure.font = font;
  // Script capitals and tails reach well past the em box: room on every side, cut away afterwards.
  canvas.width = Math.ceil(measure.measureText(name).width + SIZE * 2);
  canvas.height = SIZE * 3;
  const ctx = canvas.getContext("2d")!;
  ctx.font = font;
  ctx.fillStyle = "#111827";
  ctx.textBaseline = "middle";
  ctx.fillText(name, SIZE, canvas.height / 2);
  return inkedSignature(canvas);
}

/** The visitor's name, typed, shown in a handwriting-like style. */
export function SignatureTyped({ onChange }: { onChange: (signature: Signature | undefined) => void }) {
  const id = useId();
  const [name, setName] = useState("");
  const [style, setStyle] = useState<Style>(STYLES[0]);
  // Drawings finish out of order while typing fast: only the latest one counts.
  const written = useRef(0);

  const update = async (nextName: string, nextStyle: Style) => {
    setName(nextName);
    setStyle(nextStyle);
    const run = ++written.current;
    const signature = nextName.trim() ? await writeName(nextName.trim(), nextStyle) : undefined;
    if (run === written.current) onChange(signature);
  };

  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <label htmlFor={`${id}-name`} className="block text-sm font-medium">
          Your name
        </label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={MAX_NAME}
          autoComplete="name"
          onChange={(e) => void update(e.target.value, style)}
          className="block w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 py-2 text-2xl italic"
          style={{ fontFamily: style.font }}
        />
      </div>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium">Style</legend>
        {STYLES.map((s) => (
          <label key={s.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-style`}
              checked={style.value === s.value}
              onChange={() => void update(name, s)}
            />
            <span className="text-lg italic" style={{ fontFamily: s.font }}>
              {s.label}
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
