import type { Figures } from "./inputs";

// Every result of the After-Sales Calculator, with the formula the page prints beside it. A result whose
// divisor is zero is null ("not enough data"), never Infinity or NaN.

export type ResultUnit = "money" | "percent" | "number" | "ratio";

export interface Result {
  key: string;
  label: string;
  formula: string;
  unit: ResultUnit;
  value: number | null;
}

const div = (a: number, b: number): number | null => (b > 0 ? a / b : null);
const times = (a: number | null, b: number | null): number | null =>
  a === null || b === null ? null : a * b;

export interface Breakdown {
  returns: number;
  support: number;
  warranty: number;
}

/** What after-sales service cost in the period, by kind. */
export function afterSalesCosts(f: Figures): Breakdown {
  return {
    returns: f.orders * (f.returnRate / 100) * f.returnCost,
    support: f.tickets * f.ticketCost,
    warranty: f.claims * f.claimCost,
  };
}

export function calculate(f: Figures): Result[] {
  const aov = div(f.revenue, f.orders);
  const frequency = div(f.orders, f.buyers);
  const retention = f.start > 0 ? Math.min(1, Math.max(0, (f.end - f.new) / f.start)) : null;
  const churn = retention === null ? null : 1 - retention;
  // Expected lifetime in periods is 1 / churn; with no churn at all it is unbounded, so no CLV is claimed.
  const lifetime = churn === null ? null : div(1, churn);
  const costs = afterSalesCosts(f);
  const afterSales = costs.returns + costs.support + costs.warranty;
  const perCustomer = div(afterSales, f.buyers);
  const revenuePerCustomer = times(aov, frequency);
  const clvRevenue = times(revenuePerCustomer, lifetime);
  const profitPerCustomer =
    revenuePerCustomer === null || perCustomer === null
      ? null
      : revenuePerCustomer * (f.margin / 100) - perCustomer;
  const clvProfit = times(profitPerCustomer, lifetime);

  return [
    { key: "aov", label: "Average order value", formula: "Revenue ÷ Orders", unit: "money", value: aov },
    {
      key: "frequency",
      label: "Purchase frequency",
      formula: "Orders ÷ Customers who ordered",
      unit: "number",
      value: frequency,
    },
    {
      key: "retention",
      label: "Customer retention rate",
      formula: "(Customers at end − New customers) ÷ Customers at start",
      unit: "percent",
      value: retention,
    },
    { key: "churn", label: "Churn rate", formula: "1 − Retention rate", unit: "percent", value: churn },
    {
      key: "repeatRate",
      label: "Repeat purchase rate",
      formula: "Repeat customers ÷ Customers who ordered",
      unit: "percent",
      value: div(f.repeat, f.buyers),
    },
    {
      key: "lifetime",
      label: "Expected customer lifetime (periods)",
      formula: "1 ÷ Churn rate",
      unit: "number",
      value: lifetime,
    },
    {
      key: "clvRevenue",
      label: "Customer lifetime value (revenue)",
      formula: "Average order value × Purchase frequency × Lifetime",
      unit: "money",
      value: clvRevenue,
    },
    {
      key: "clvProfit",
      label: "Customer lifetime value (profit)",
      formula: "(AOV × Frequency × Gross margin − After-sales cost per customer) × Lifetime",
      unit: "money",
      value: clvProfit,
    },
    {
      key: "ltvCac",
      label: "LTV:CAC",
      formula: "Customer lifetime value (profit) ÷ Acquisition cost per customer",
      unit: "ratio",
      value: clvProfit === null ? null : div(clvProfit, f.cac),
    },
    {
      key: "returnCost",
      label: "Return cost",
      formula: "Orders × Return rate × Cost per return",
      unit: "money",
      value: costs.returns,
    },
    {
      key: "afterSales",
      label: "Total after-sales cost",
      formula: "Return cost + Support tickets × Cost per ticket + Warranty claims × Cost per claim",
      unit: "money",
      value: afterSales,
    },
    {
      key: "perOrder",
      label: "After-sales cost per order",
      formula: "Total after-sales cost ÷ Orders",
      unit: "money",
      value: div(afterSales, f.orders),
    },
    {
      key: "perCustomer",
      label: "After-sales cost per customer",
      formula: "Total after-sales cost ÷ Customers who ordered",
      unit: "money",
      value: perCustomer,
    },
    {
      key: "shareOfRevenue",
      label: "After-sales cost as a share of revenue",
      formula: "Total after-sales cost ÷ Revenue",
      unit: "percent",
      value: div(afterSales, f.revenue),
    },
  ];
}
