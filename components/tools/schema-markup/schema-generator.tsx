"use client";

import { Braces, Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { buildGraph, toScriptTag } from "@/lib/tools/schema-markup/build";
import { PAGE_TYPES, type PageType } from "@/lib/tools/schema-markup/page-types";
import { validateGraph, type Finding } from "@/lib/tools/schema-markup/validate";
import type { ToolInfo } from "@/lib/tools/types";
import { ToolFields } from "../tool-fields";
import { ExtraFields } from "./extra-fields";
import { SchemaOutput } from "./schema-output";
import { loadValidation } from "../load-validation";

interface Output {
  json: string;
  script: string;
  findings: Finding[];
  type: PageType;
  pageUrl: string;
}

const isPageType = (v: string): v is PageType => v in PAGE_TYPES;

/** Builds and checks the markup in the browser; nothing is sent anywhere. */
export function SchemaGenerator({ tool, aiFill }: { tool: ToolInfo; aiFill: boolean }) {
  const [type, setType] = useState<PageType | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [output, setOutput] = useState<Output | null>(null);
  const [fill, setFill] = useState<{ count: number; note: string | null; busy: boolean }>({
    count: 0,
    note: null,
    busy: false,
  });

  function formValues(form: HTMLFormElement): Record<string, string> {
    const raw: Record<string, string> = {};
    new FormData(form).forEach((v, k) => {
      if (typeof v === "string") raw[k] = v;
    });
    return raw;
  }

  /** Asks the AI to copy facts from the description into empty fields; typed values are kept. */
  async function fillWithAi(form: HTMLFormElement) {
    const raw = formValues(form);
    setFill((f) => ({ ...f, busy: true, note: null }));
    try {
      const response = await fetch("/api/analyze/schema-fill", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          page_type: raw.page_type,
          description: raw.description,
          additional_info: raw.additional_info,
        }),
      });
      const answer = await response.json();
      if (!response.ok) return setFill((f) => ({ ...f, busy: false, note: answer.error }));
      const found = Object.entries(answer.fields as Record<string, string>).filter(([k]) => !raw[k]?.trim());
      setValues({ ...raw, ...Object.fromEntries(found) });
      setFill((f) => ({
        count: f.count + 1,
        busy: false,
        note: found.length
          ? `Filled ${found.length} field${found.length === 1 ? "" : "s"} from your description. Check them before generating.`
          : "Your description states nothing more to fill in.",
      }));
    } catch {
      setFill((f) => ({ ...f, busy: false, note: "The AI fill could not reach the server." }));
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = formValues(event.currentTarget);
    setValues(raw);
    const { parseToolInput } = await loadValidation();
    const parsed = parseToolInput(tool, raw);
    const fieldErrors = parsed.ok ? {} : { ...parsed.fieldErrors };
    const url = raw.website_url?.trim() ?? "";
    if (url && !(URL.canParse(url) && /^https?:\/\//i.test(url)))
      fieldErrors.website_url = "Website URL must be a full address starting with https://";
    if (!parsed.ok || Object.keys(fieldErrors).length > 0 || !isPageType(raw.page_type ?? "")) {
      setErrors(fieldErrors);
      setOutput(null);
      const first = tool.fields.find((f) => fieldErrors[f.name]);
      if (first) document.getElementById(`field-${first.name}`)?.focus();
      return;
    }
    setErrors({});
    const pageType = raw.page_type as PageType;
    const { graph, mainId } = buildGraph(pageType, raw);
    const { json, script } = toScriptTag(graph);
    setOutput({
      json,
      script,
      findings: validateGraph(pageType, graph, mainId),
      type: pageType,
      pageUrl: new URL(url).href,
    });
  }

  return (
    <div>
      <form
        onSubmit={submit}
        onFocus={() => void loadValidation()}
        onChange={(e) => {
          const target = e.target;
          if (target instanceof HTMLSelectElement && target.name === "page_type")
            setType(isPageType(target.value) ? target.value : null);
        }}
        noValidate
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <ToolFields fields={tool.fields} values={values} errors={errors} />
        {type ? (
          <ExtraFields key={`${type}-${fill.count}`} fields={PAGE_TYPES[type].fields} values={values} />
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button type="submit">
            <Braces className="size-4" aria-hidden />
            Generate markup
          </Button>
          {aiFill && type ? (
            <Button
              type="button"
              variant="secondary"
              disabled={fill.busy}
              onClick={(e) => fillWithAi(e.currentTarget.form!)}
            >
              <Sparkles className="size-4" aria-hidden />
              {fill.busy ? "Filling..." : "Fill details from description with AI"}
            </Button>
          ) : null}
        </div>
        {fill.note ? (
          <p className="mt-3 text-sm text-slate-600" aria-live="polite">
            {fill.note}
          </p>
        ) : null}
      </form>
      {output ? (
        <SchemaOutput
          json={output.json}
          script={output.script}
          findings={output.findings}
          spec={PAGE_TYPES[output.type]}
          pageUrl={output.pageUrl}
        />
      ) : null}
    </div>
  );
}
