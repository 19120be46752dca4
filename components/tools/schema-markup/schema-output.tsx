"use client";

import { Download, ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PageTypeSpec } from "@/lib/tools/schema-markup/page-types";
import type { Finding } from "@/lib/tools/schema-markup/validate";
import { CopyButton } from "../copy-button";

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/ld+json" }));
  Object.assign(document.createElement("a"), { href: url, download: "schema.jsonld" }).click();
  URL.revokeObjectURL(url);
}

export function SchemaOutput({
  json,
  script,
  findings,
  spec,
  pageUrl,
}: {
  json: string;
  script: string;
  findings: Finding[];
  spec: PageTypeSpec;
  pageUrl: string;
}) {
  const errors = findings.filter((f) => f.level === "error");
  const warnings = findings.filter((f) => f.level === "warning");
  const testUrl = `https://search.google.com/test/rich-results?url=${encodeURIComponent(pageUrl)}`;
  return (
    <section aria-labelledby="schema-result" className="mt-8 grid gap-6 lg:grid-cols-[1.4fr_1fr]">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="schema-result" className="text-xl font-semibold">
            Your JSON-LD
          </h2>
          <div className="flex flex-wrap gap-2">
            <CopyButton text={script} label="Copy script tag" />
            <CopyButton text={json} label="Copy JSON" />
            <Button variant="secondary" className="px-3 py-1.5" onClick={() => download(json)}>
              <Download className="size-4" aria-hidden />
              Download
            </Button>
          </div>
        </div>
        <pre
          className="mt-3 max-h-[36rem] overflow-auto rounded-xl bg-slate-900 p-4 text-xs text-slate-100"
          data-testid="schema-json"
        >
          {script}
        </pre>
        <p className="mt-2 text-sm text-slate-600">Paste the script tag into the page&apos;s &lt;head&gt;.</p>
      </div>
      <aside className="space-y-4 text-sm">
        <div
          className={`rounded-lg border p-4 ${spec.richResult.eligible ? "border-green-200 bg-green-50" : "border-amber-200 bg-amber-50"}`}
          data-testid="rich-result-note"
        >
          <h3 className="font-semibold">
            {spec.richResult.eligible ? "Rich result: eligible" : "Rich result: not available"}
          </h3>
          <p className="mt-1">{spec.richResult.note}</p>
        </div>
        <div aria-live="polite">
          <h3 className="font-semibold">
            {errors.length} {errors.length === 1 ? "error" : "errors"}, {warnings.length}{" "}
            {warnings.length === 1 ? "warning" : "warnings"}
          </h3>
          <ul className="mt-2 space-y-1">
            {findings.map((f) => (
              <li
                key={`${f.level}-${f.property}-${f.message}`}
                className={f.level === "error" ? "text-red-700" : "text-amber-800"}
              >
                <span className="font-medium">{f.level === "error" ? "Error" : "Warning"}:</span> {f.message}
              </li>
            ))}
          </ul>
          {findings.length === 0 ? (
            <p className="mt-1 text-green-700">Every required and recommended property is set.</p>
          ) : null}
        </div>
        <p>
          Checked offline against{" "}
          <a href={spec.docs} className="underline" target="_blank" rel="noreferrer">
            the documentation for {spec.schemaType}
          </a>
          . After publishing, confirm with Google:{" "}
          <a
            href={testUrl}
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
            target="_blank"
            rel="noreferrer"
          >
            Open the Rich Results Test <ExternalLink className="size-3.5" aria-hidden />
          </a>
        </p>
      </aside>
    </section>
  );
}
