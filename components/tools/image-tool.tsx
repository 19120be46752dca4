"use client";

import { ImagePlus } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { ToolInfo } from "@/lib/tools/types";
import { ToolFields } from "./tool-fields";
import { loadValidation } from "./load-validation";

export function ImageTool({ tool }: { tool: ToolInfo }) {
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [images, setImages] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = Object.fromEntries(new FormData(event.currentTarget));
    const { parseToolInput } = await loadValidation();
    const parsed = parseToolInput(tool, raw);
    if (!parsed.ok) return setErrors(parsed.fieldErrors);
    setErrors({});
    setError(null);
    setBusy(true);
    try {
      const response = await fetch(`/api/tools/${tool.slug}/generate`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ input: parsed.input }),
      });
      const body = (await response.json()) as {
        images?: string[];
        error?: string;
        fieldErrors?: Record<string, string>;
      };
      if (!response.ok) {
        setErrors(body.fieldErrors ?? {});
        setError(body.error ?? "Something went wrong on our side. Please try again in a minute.");
      } else setImages(body.images ?? []);
    } catch {
      setError("The connection was lost. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <form
        onSubmit={submit}
        noValidate
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <ToolFields fields={tool.fields} values={{}} errors={errors} />
        <Button type="submit" disabled={busy} className="mt-6">
          {busy ? (
            <Spinner className="size-4 border-2" label="Generating" />
          ) : (
            <ImagePlus className="size-4" aria-hidden />
          )}
          {busy ? "Generating..." : "Generate image"}
        </Button>
      </form>
      {error ? (
        <Alert tone="error" className="mt-6">
          {error}
        </Alert>
      ) : null}
      {images.map((src, i) => (
        <figure key={i} className="mt-6">
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL from the model, not an optimisable asset */}
          <img src={src} alt={`Generated image ${i + 1}`} className="max-w-full rounded-xl border" />
          <a
            href={src}
            download={`image-${i + 1}.png`}
            className="mt-2 inline-block text-brand-700 underline"
          >
            Download image
          </a>
        </figure>
      ))}
    </div>
  );
}
