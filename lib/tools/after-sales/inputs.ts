// The After-Sales Calculator's inputs: one period's figures (for example a year). SPEC names none, so each
// is labelled with what it counts; the URL keeps them under these short keys so results can be shared.

export interface InputDef {
  key: string;
  label: string;
  hint: string;
  unit: "money" | "count" | "percent";
}

export const INPUTS = [
  { key: "revenue", label: "Revenue", hint: "Sales in the period, before costs", unit: "money" },
  { key: "orders", label: "Orders", hint: "Orders placed in the period", unit: "count" },
  { key: "buyers", label: "Customers who ordered", hint: "Distinct customers with an order", unit: "count" },
  {
    key: "start",
    label: "Customers at start",
    hint: "Active customers when the period began",
    unit: "count",
  },
  { key: "end", label: "Customers at end", hint: "Active customers when the period ended", unit: "count" },
  { key: "new", label: "New customers", hint: "Customers gained during the period", unit: "count" },
  { key: "repeat", label: "Repeat customers", hint: "Customers with two or more orders", unit: "count" },
  { key: "returnRate", label: "Return rate (%)", hint: "Share of orders returned", unit: "percent" },
  { key: "returnCost", label: "Cost per return", hint: "Shipping, handling and write-off", unit: "money" },
  { key: "tickets", label: "Support tickets", hint: "Tickets opened in the period", unit: "count" },
  { key: "ticketCost", label: "Cost per ticket", hint: "Support time and tools per ticket", unit: "money" },
  { key: "claims", label: "Warranty claims", hint: "Claims accepted in the period", unit: "count" },
  { key: "claimCost", label: "Cost per warranty claim", hint: "Repair or replacement", unit: "money" },
  {
    key: "margin",
    label: "Gross margin (%)",
    hint: "Revenue minus cost of goods, as a share",
    unit: "percent",
  },
  {
    key: "cac",
    label: "Acquisition cost per customer",
    hint: "Marketing spend ÷ new customers",
    unit: "money",
  },
] as const satisfies readonly InputDef[];

export type InputKey = (typeof INPUTS)[number]["key"];
export type Figures = Record<InputKey, number>;

/** A worked example, so the page shows meaningful numbers before the visitor types anything. */
export const EXAMPLE: Figures = {
  revenue: 250_000,
  orders: 5_000,
  buyers: 2_000,
  start: 1_800,
  end: 2_000,
  new: 500,
  repeat: 800,
  returnRate: 8,
  returnCost: 12,
  tickets: 1_200,
  ticketCost: 6,
  claims: 60,
  claimCost: 40,
  margin: 45,
  cac: 30,
};

export const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "INR", "JPY"] as const;
export type Currency = (typeof CURRENCIES)[number];

// A figure typed into a link: a finite number from 0 to `max`, or null. Plain code, not zod: the calculator's
// route is shared with the analyzers, and zod here would be in every one of their first loads.
function figure(raw: string, max: number): number | null {
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= max ? value : null;
}

const PERCENT_KEYS: readonly InputKey[] = ["returnRate", "margin"];

/**
 * Figures from a query string: each valid number is taken, anything missing or malformed falls back to the
 * example, so a shared link never breaks the page.
 */
export function figuresFromParams(params: URLSearchParams): { figures: Figures; currency: Currency } {
  const figures = { ...EXAMPLE };
  for (const { key } of INPUTS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === "") continue;
    const value = figure(raw, PERCENT_KEYS.includes(key) ? 100 : 1e12);
    if (value !== null) figures[key] = value;
  }
  const currency = params.get("currency");
  return {
    figures,
    currency: CURRENCIES.find((c) => c === currency) ?? "USD",
  };
}

export function paramsFromFigures(figures: Figures, currency: Currency): URLSearchParams {
  const params = new URLSearchParams();
  for (const { key } of INPUTS) params.set(key, String(figures[key]));
  params.set("currency", currency);
  return params;
}
