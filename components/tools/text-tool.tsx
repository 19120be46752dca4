"use client";

import { Sparkles } from "lucide-react";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { resultLimit } from "@/lib/tools/limits";
import type { ToolInfo } from "@/lib/tools/types";
import { loadValidation } from "./load-validation";
import { QuotaNote } from "./quota-note";
import { ResultView } from "./result-view";
import { ToolFields } from "./tool-fields";
import { useGeneration } from "./use-generation";

function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  formData.forEach((v, k) => {
    if (typeof v === "string") values[k] = v;
  });
  return values;
}

export function TextTool({ tool }: { tool: ToolInfo }) {
  const gen = useGeneration(tool.slug);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [input, setInput] = useState<Record<string, string> | null>(null);
  // React resets a form after its action: the fields come back with what was sent, valid or not.
  const [sent, setSent] = useState<Record<string, string>>({});
  const seed = useRef(1);
  const busy = gen.status === "loading" || gen.status === "streaming";

  // A form action, not an onSubmit handler: a visitor who submits before the page has hydrated (at the
  // `load` event of a cached page, whose scripts come after its first paint) has the submission kept by
  // React's inline replay script and run once it has (docs/performance.md).
  async function submit(formData: FormData) {
    const values = formValues(formData);
    setSent(values);
    const { parseToolInput } = await loadValidation();
    const parsed = parseToolInput(tool, values);
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      const first = tool.fields.find((f) => parsed.fieldErrors[f.name]);
      if (first) document.getElementById(`field-${first.name}`)?.focus();
      return;
    }
    setErrors({});
    setInput(parsed.input);
    seed.current = 1;
    void gen.generate(parsed.input, seed.current);
  }

  function regenerate() {
    if (!input) return;
    seed.current += 1;
    void gen.generate(input, seed.current);
  }

  const shownErrors = { ...gen.fieldErrors, ...errors };
  return (
    <div>
      <form
        action={submit}
        onFocus={() => void loadValidation()}
        noValidate
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <ToolFields fields={tool.fields} values={sent} errors={shownErrors} />
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={busy}>
            {busy ? (
              <Spinner className="size-4 border-2" label="Generating" />
            ) : (
              <Sparkles className="size-4" aria-hidden />
            )}
            {busy ? "Generating..." : "Generate"}
          </Button>
          <QuotaNote quota={gen.quota} />
        </div>
      </form>
      {gen.error ? (
        <Alert tone="error" className="mt-6">
          {gen.error}
        </Alert>
      ) : null}
      {gen.text && input ? (
        <ResultView
          slug={tool.slug}
          text={gen.text}
          status={gen.status}
          mode={gen.mode}
          document={tool.output === "document"}
          limit={resultLimit(tool, input)}
          onChange={gen.setText}
          onRegenerate={regenerate}
        />
      ) : null}
    </div>
  );
}
