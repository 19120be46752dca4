"use client";

import { Download, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ResultLimit } from "@/lib/tools/limits";
import { joinVariants, splitVariants } from "@/lib/tools/result-format";
import { AdminOnly } from "./admin-only";
import { CopyButton } from "./copy-button";
import type { Status } from "./use-generation";
import { VariantCard } from "./variant-card";

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

export function ResultView({
  slug,
  text,
  status,
  mode,
  document: isDocument,
  limit,
  onChange,
  onRegenerate,
}: {
  slug: string;
  text: string;
  status: Status;
  mode: "ai" | "offline" | null;
  document: boolean;
  limit: ResultLimit | null;
  onChange: (text: string) => void;
  onRegenerate: () => void;
}) {
  const variants = splitVariants(text);
  const busy = status === "loading" || status === "streaming";
  const plain = variants.join("\n\n");
  const setVariant = (i: number, value: string) => {
    const next = [...variants];
    next[i] = value;
    onChange(joinVariants(next));
  };
  return (
    <section aria-labelledby="result-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="result-heading" className="text-xl font-semibold">
          Your result{variants.length > 1 ? `s (${variants.length})` : ""}
        </h2>
        <div className="flex flex-wrap gap-2">
          {variants.length > 1 ? <CopyButton text={plain} label="Copy all" /> : null}
          <Button variant="secondary" className="px-3 py-1.5" onClick={onRegenerate} disabled={busy}>
            <RefreshCw className="size-4" aria-hidden />
            Regenerate
          </Button>
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            disabled={busy}
            onClick={() => download(`${slug}.txt`, plain, "text/plain")}
          >
            <Download className="size-4" aria-hidden />
            .txt
          </Button>
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            disabled={busy}
            onClick={() => download(`${slug}.md`, joinVariants(variants), "text/markdown")}
          >
            <Download className="size-4" aria-hidden />
            .md
          </Button>
        </div>
      </div>
      {mode === "offline" ? (
        <p className="mt-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-700">
          Written by the built-in engine from your input. A site with an AI provider connected writes the full
          text.
          <AdminOnly>
            {" "}
            <strong>Site owner:</strong> no AI model is connected; set <code>AI_PROVIDER</code> and{" "}
            <code>AI_MODEL</code> to use one.
          </AdminOnly>
        </p>
      ) : null}
      <div className="mt-4 grid gap-4" aria-busy={busy}>
        {variants.map((v, i) => (
          <VariantCard
            key={i}
            index={i}
            text={v}
            formatted={isDocument}
            limit={limit}
            editable={!busy}
            onChange={(value) => setVariant(i, value)}
          />
        ))}
      </div>
    </section>
  );
}
