"use client";

import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { formatBytes } from "@/lib/pdf/limits";
import { SIGNATURE_MAX_BYTES, signatureImageProblem, signatureSizeProblem } from "@/lib/pdf/signature-image";
import type { Signature } from "./signature-ink";

/** A picture of a signature from the visitor's device, checked by its bytes (not its name) before use. */
export function SignatureUpload({ onChange }: { onChange: (signature: Signature | undefined) => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string>();

  const pick = async (file: File | undefined) => {
    setProblem(undefined);
    onChange(undefined);
    if (!file) return;
    // A huge file is refused by its size, before it is read.
    const tooLarge = signatureSizeProblem(file.size);
    if (tooLarge) return setProblem(tooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const wrong = signatureImageProblem(bytes);
    if (wrong) return setProblem(wrong);
    try {
      const bitmap = await createImageBitmap(new Blob([bytes as BlobPart]));
      onChange({ bytes, width: bitmap.width, height: bitmap.height });
      bitmap.close();
    } catch {
      setProblem("The signature image is damaged and cannot be read.");
    }
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        Choose a signature image
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,.png,.jpg,.jpeg"
        aria-describedby={`${id}-hint`}
        onChange={(e) => void pick(e.target.files?.[0])}
        className="block text-sm"
      />
      <p id={`${id}-hint`} className="text-sm text-slate-500">
        A PNG or JPG, up to {formatBytes(SIGNATURE_MAX_BYTES)}. A PNG with a transparent background looks
        best.
      </p>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </div>
  );
}
