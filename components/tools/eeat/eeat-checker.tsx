"use client";

import { ShieldCheck } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { EeatReport } from "@/lib/tools/eeat/check";
import type { ToolInfo } from "@/lib/tools/types";
import { ToolFields } from "../tool-fields";
import { useAnalyzer } from "../use-analyzer";
import { EeatReportView } from "./eeat-report";

export function EeatChecker({ tool }: { tool: ToolInfo }) {
  const { values, errors, error, busy, result, submit } = useAnalyzer<EeatReport>(tool, "/api/analyze/eeat");

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
            <ShieldCheck className="size-4" aria-hidden />
          )}
          {busy ? "Checking..." : "Check page"}
        </Button>
        <p className="mt-3 text-xs text-slate-500">
          The page is fetched once by our server (public web addresses only, up to 2 MB of HTML).
        </p>
      </form>
      {error ? (
        <Alert tone="error" className="mt-6">
          {error}
        </Alert>
      ) : null}
      {result ? <EeatReportView report={result.report} /> : null}
    </div>
  );
}
