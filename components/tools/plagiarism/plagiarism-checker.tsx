"use client";

import { ScanSearch } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { PlagiarismReport } from "@/lib/tools/plagiarism/check";
import type { ToolInfo } from "@/lib/tools/types";
import { ToolFields } from "../tool-fields";
import { useAnalyzer } from "../use-analyzer";
import { PlagiarismReportView } from "./plagiarism-report";

export function PlagiarismChecker({ tool }: { tool: ToolInfo }) {
  const { values, errors, error, busy, result, submit } = useAnalyzer<PlagiarismReport>(
    tool,
    "/api/analyze/plagiarism",
  );

  return (
    <div>
      <form
        onSubmit={submit}
        noValidate
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <ToolFields fields={tool.fields} values={values} errors={errors} />
        <Button type="submit" className="mt-6" disabled={busy}>
          {busy ? (
            <Spinner className="size-4 border-2" label="Checking" />
          ) : (
            <ScanSearch className="size-4" aria-hidden />
          )}
          {busy ? "Checking..." : "Check text"}
        </Button>
        <p className="mt-3 text-xs text-slate-500">Your text is compared on our server and not stored.</p>
      </form>
      {error ? (
        <Alert tone="error" className="mt-6">
          {error}
        </Alert>
      ) : null}
      {result ? <PlagiarismReportView text={result.input.content ?? ""} report={result.report} /> : null}
    </div>
  );
}
