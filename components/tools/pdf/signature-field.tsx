"use client";

import { useId, useState } from "react";
import type { Signature } from "./signature-ink";
import { SignaturePad } from "./signature-pad";
import { SignatureTyped } from "./signature-typed";
import { SignatureUpload } from "./signature-upload";

const MODES = [
  { value: "draw", label: "Draw" },
  { value: "type", label: "Type" },
  { value: "upload", label: "Upload an image" },
] as const;
type Mode = (typeof MODES)[number]["value"];

/**
 * The signature, drawn, typed or uploaded. Each way keeps its work while another is shown, so switching
 * back and forth loses nothing; the one shown is the one used.
 */
export function SignatureField({ onChange }: { onChange: (signature: Signature | undefined) => void }) {
  const name = useId();
  const [mode, setMode] = useState<Mode>("draw");
  const [made, setMade] = useState<Partial<Record<Mode, Signature>>>({});
  const madeBy = (by: Mode) => (signature: Signature | undefined) => {
    setMade((all) => ({ ...all, [by]: signature }));
    if (by === mode) onChange(signature);
  };
  const show = (next: Mode) => {
    setMode(next);
    onChange(made[next]);
  };
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium">Your signature</legend>
      <div className="flex flex-wrap gap-4">
        {MODES.map((m) => (
          <label key={m.value} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} checked={mode === m.value} onChange={() => show(m.value)} />
            {m.label}
          </label>
        ))}
      </div>
      <div hidden={mode !== "draw"}>
        <SignaturePad onChange={madeBy("draw")} />
      </div>
      <div hidden={mode !== "type"}>
        <SignatureTyped onChange={madeBy("type")} />
      </div>
      <div hidden={mode !== "upload"}>
        <SignatureUpload onChange={madeBy("upload")} />
      </div>
    </fieldset>
  );
}
