"use client";

import { Download } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { afterSalesCosts, calculate } from "@/lib/tools/after-sales/formulas";
import { formatResult, resultsCsv } from "@/lib/tools/after-sales/format";
import {
  CURRENCIES,
  EXAMPLE,
  figuresFromParams,
  INPUTS,
  paramsFromFigures,
  type Currency,
  type Figures,
  type InputKey,
} from "@/lib/tools/after-sales/inputs";
import { CopyButton } from "../copy-button";
import { CostBreakdown } from "./cost-breakdown";

type Raw = Record<InputKey, string>;

const toRaw = (f: Figures) => Object.fromEntries(INPUTS.map(({ key }) => [key, String(f[key])])) as Raw;

function fieldError(key: InputKey, raw: string): string | undefined {
  const input = INPUTS.find((i) => i.key === key)!;
  if (raw.trim() === "") return `${input.label} is required`;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) return `${input.label} must be a number of 0 or more`;
  if (input.unit === "percent" && n > 100) return `${input.label} must be at most 100`;
  return undefined;
}

/** Everything computes here in the browser as the visitor types; the URL carries the figures to share. */
export function AfterSalesCalculator() {
  const [raw, setRaw] = useState<Raw>(() => toRaw(EXAMPLE));
  const [currency, setCurrency] = useState<Currency>("USD");

  // The page is prerendered, so the shared figures are read after hydration rather than during render.
  useEffect(() => {
    const shared = figuresFromParams(new URLSearchParams(window.location.search));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of the URL on mount
    setRaw(toRaw(shared.figures));
    setCurrency(shared.currency);
  }, []);

  const errors = Object.fromEntries(INPUTS.map(({ key }) => [key, fieldError(key, raw[key])]));
  const valid = Object.values(errors).every((e) => !e);
  const figures = useMemo(
    () => Object.fromEntries(INPUTS.map(({ key }) => [key, Number(raw[key]) || 0])) as Figures,
    [raw],
  );
  const results = useMemo(() => calculate(figures), [figures]);

  useEffect(() => {
    if (!valid) return;
    const url = `${window.location.pathname}?${paramsFromFigures(figures, currency)}`;
    window.history.replaceState(null, "", url);
  }, [figures, currency, valid]);

  const money = (n: number) => formatResult(n, "money", currency);

  function downloadCsv() {
    const csv = resultsCsv(
      INPUTS.map((i) => ({ label: i.label, value: figures[i.key] })),
      results,
      currency,
    );
    const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
    Object.assign(document.createElement("a"), { href: url, download: "after-sales.csv" }).click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.1fr]">
      <form
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        onSubmit={(e) => e.preventDefault()}
        noValidate
        aria-label="Your figures"
      >
        <p className="text-sm text-slate-600">One period&apos;s figures, for example a year.</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor="calc-currency" className="block text-sm font-medium text-slate-700">
              Currency
            </label>
            <select
              id="calc-currency"
              className={inputClass}
              value={currency}
              onChange={(e) => setCurrency(e.target.value as Currency)}
            >
              {CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </div>
          {INPUTS.map((input) => {
            const id = `calc-${input.key}`;
            const error = errors[input.key];
            return (
              <div key={input.key} className="space-y-1">
                <label htmlFor={id} className="block text-sm font-medium text-slate-700">
                  {input.label}
                </label>
                <input
                  id={id}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={input.unit === "percent" ? 100 : undefined}
                  step="any"
                  className={inputClass}
                  value={raw[input.key]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
                  onChange={(e) => setRaw((r) => ({ ...r, [input.key]: e.target.value }))}
                />
                <p id={`${id}-hint`} className="text-xs text-slate-500">
                  {input.hint}
                </p>
                {error ? (
                  <p id={`${id}-error`} className="text-sm text-red-600">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </form>

      <section aria-labelledby="calc-results" className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="calc-results" className="text-xl font-semibold">
            Results
          </h2>
          <div className="flex gap-2">
            <CopyButton text={() => window.location.href} label="Copy link" />
            <Button variant="secondary" className="px-3 py-1.5" onClick={downloadCsv} disabled={!valid}>
              <Download className="size-4" aria-hidden />
              Download CSV
            </Button>
          </div>
        </div>
        {valid ? null : (
          <p role="alert" className="text-sm text-red-600">
            Fix the highlighted figures to see the results.
          </p>
        )}
        <dl
          hidden={!valid}
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          aria-live="polite"
        >
          {results.map((r) => (
            <div key={r.key} className="grid gap-1 px-5 py-3 sm:grid-cols-[1fr_auto]">
              <dt className="text-sm font-medium text-slate-800">{r.label}</dt>
              <dd className="text-right text-lg font-semibold tabular-nums" data-testid={`result-${r.key}`}>
                {formatResult(r.value, r.unit, currency)}
              </dd>
              <dd className="text-xs text-slate-500 sm:col-span-2">= {r.formula}</dd>
            </div>
          ))}
        </dl>
        {valid ? <CostBreakdown costs={afterSalesCosts(figures)} format={money} /> : null}
      </section>
    </div>
  );
}
