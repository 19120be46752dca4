import type { Currency } from "./inputs";
import type { Result, ResultUnit } from "./formulas";

// Numbers through Intl.NumberFormat; percentages with one decimal (SPEC).

export function formatResult(value: number | null, unit: ResultUnit, currency: Currency): string {
  if (value === null) return "Not enough data";
  switch (unit) {
    case "money":
      return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(value);
    case "percent":
      return new Intl.NumberFormat("en-US", {
        style: "percent",
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(value);
    case "ratio":
      return `${new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format(value)} : 1`;
    default:
      return new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(value);
  }
}

const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The inputs and every result as CSV rows: metric, value (raw number), formula. */
export function resultsCsv(
  inputs: { label: string; value: number }[],
  results: Result[],
  currency: Currency,
): string {
  const rows = [
    ["Metric", "Value", "Formula"],
    ["Currency", currency, ""],
    ...inputs.map((i) => [i.label, String(i.value), "input"]),
    ...results.map((r) => [r.label, r.value === null ? "" : String(Number(r.value.toFixed(6))), r.formula]),
  ];
  return rows.map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
}
