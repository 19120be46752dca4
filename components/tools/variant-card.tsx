"use client";

import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { inputClass } from "@/components/ui/field";
import { formatNumber } from "@/lib/format";
import type { ResultLimit } from "@/lib/tools/limits";
import { CopyButton } from "./copy-button";
import { looksLikeMarkdown, Markdown } from "./markdown";

export function VariantCard({
  index,
  text,
  formatted,
  limit,
  editable,
  onChange,
}: {
  index: number;
  text: string;
  /** A long document: always rendered as Markdown (short variants are when they use it). */
  formatted: boolean;
  limit: ResultLimit | null;
  editable: boolean;
  onChange: (text: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const over = limit ? text.length > limit.max : false;
  const title = `Variant ${index + 1}`;
  return (
    <article aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-500">{title}</h3>
        <div className="flex gap-2">
          {editable ? (
            <Button variant="secondary" className="px-3 py-1.5" onClick={() => setEditing((e) => !e)}>
              <Pencil className="size-4" aria-hidden />
              {editing ? "Done" : "Edit"}
            </Button>
          ) : null}
          <CopyButton text={text} label={`Copy variant ${index + 1}`} />
        </div>
      </header>
      <div className="mt-3">
        {editing ? (
          <textarea
            aria-label={`Edit variant ${index + 1}`}
            className={cn(inputClass, "min-h-40 font-mono")}
            value={text}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : formatted || looksLikeMarkdown(text) ? (
          <Markdown text={text} />
        ) : (
          <p className="whitespace-pre-wrap text-slate-800">{text}</p>
        )}
      </div>
      <p className={cn("mt-3 text-xs", over ? "font-medium text-red-700" : "text-slate-500")}>
        {formatNumber(text.length)}
        {limit ? ` / ${formatNumber(limit.max)} characters (${limit.label} limit)` : " characters"}
        {over ? ": over the limit, shorten it before posting" : ""}
      </p>
    </article>
  );
}
