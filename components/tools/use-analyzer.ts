"use client";

import { useState } from "react";
import type { ToolInfo, ToolInput } from "@/lib/tools/types";
import { loadValidation } from "./load-validation";

/** An analyzer's answer with the input it was given (a report may quote it back, e.g. highlighted spans). */
export interface AnalyzerResult<R> {
  input: ToolInput;
  report: R;
}

/**
 * The form state of a tool that posts its fields to one analysis endpoint: the same field checks as the
 * server first, then the server's report, or its field errors and message.
 */
export function useAnalyzer<R>(tool: ToolInfo, endpoint: string) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AnalyzerResult<R> | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw: Record<string, string> = {};
    new FormData(event.currentTarget).forEach((v, k) => {
      if (typeof v === "string") raw[k] = v;
    });
    setValues(raw);
    const { parseToolInput } = await loadValidation();
    const parsed = parseToolInput(tool, raw);
    if (!parsed.ok) return setErrors(parsed.fieldErrors);
    setErrors({});
    setError(null);
    setBusy(true);
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ input: parsed.input }),
      });
      const body = await response.json();
      if (!response.ok) {
        setResult(null);
        setErrors(body.fieldErrors ?? {});
        setError(body.error ?? "The check failed. Please try again.");
        return;
      }
      setResult({ input: parsed.input, report: body as R });
    } catch {
      setError("The check could not reach the server. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return { values, errors, error, busy, result, submit };
}
