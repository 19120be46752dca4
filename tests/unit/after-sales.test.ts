import { describe, expect, it } from "vitest";
import { formatResult, resultsCsv } from "@/lib/tools/after-sales/format";
import { afterSalesCosts, calculate } from "@/lib/tools/after-sales/formulas";
import { EXAMPLE, figuresFromParams, paramsFromFigures } from "@/lib/tools/after-sales/inputs";

const byKey = (f = EXAMPLE) => Object.fromEntries(calculate(f).map((r) => [r.key, r.value]));

describe("after-sales formulas, on the worked example", () => {
  // Revenue 250,000 over 5,000 orders from 2,000 buyers; 1,800 customers at start, 2,000 at end, 500 new.
  it("compute order value, frequency, retention, churn and repeat rate", () => {
    const r = byKey();
    expect(r.aov).toBe(50);
    expect(r.frequency).toBe(2.5);
    expect(r.retention).toBeCloseTo(1500 / 1800, 10);
    expect(r.churn).toBeCloseTo(300 / 1800, 10);
    expect(r.repeatRate).toBe(0.4);
    expect(r.lifetime).toBeCloseTo(6, 10);
  });

  it("compute after-sales costs: 8% of 5,000 orders returned at 12, 1,200 tickets at 6, 60 claims at 40", () => {
    expect(afterSalesCosts(EXAMPLE)).toEqual({ returns: 4800, support: 7200, warranty: 2400 });
    const r = byKey();
    expect(r.afterSales).toBe(14_400);
    expect(r.perOrder).toBeCloseTo(2.88, 10);
    expect(r.perCustomer).toBeCloseTo(7.2, 10);
    expect(r.shareOfRevenue).toBeCloseTo(0.0576, 10);
  });

  it("compute lifetime value in revenue and profit, and LTV:CAC", () => {
    const r = byKey();
    expect(r.clvRevenue).toBeCloseTo(750, 8); // 50 × 2.5 × 6
    expect(r.clvProfit).toBeCloseTo(294.3, 8); // (125 × 45% − 7.20) × 6
    expect(r.ltvCac).toBeCloseTo(9.81, 8); // 294.30 ÷ 30
  });

  it("say 'not enough data' instead of dividing by zero, and claim no lifetime without churn", () => {
    const r = byKey({ ...EXAMPLE, orders: 0, buyers: 0, start: 0 });
    expect(r.aov).toBeNull();
    expect(r.frequency).toBeNull();
    expect(r.retention).toBeNull();
    expect(r.perOrder).toBeNull();
    const noChurn = byKey({ ...EXAMPLE, end: 2300 });
    expect(noChurn.churn).toBe(0);
    expect(noChurn.lifetime).toBeNull();
    expect(noChurn.clvRevenue).toBeNull();
    expect(formatResult(null, "money", "USD")).toBe("Not enough data");
  });
});

describe("after-sales formatting, URL state and CSV", () => {
  it("formats money with Intl and percentages with one decimal", () => {
    expect(formatResult(294.3, "money", "USD")).toBe("$294.30");
    expect(formatResult(1234.5, "money", "EUR")).toBe("€1,234.50");
    expect(formatResult(1500 / 1800, "percent", "USD")).toBe("83.3%");
    expect(formatResult(9.81, "ratio", "USD")).toBe("9.8 : 1");
  });

  it("round-trips figures through the URL and ignores malformed or out-of-range values", () => {
    const figures = { ...EXAMPLE, revenue: 1000, returnRate: 12.5 };
    const back = figuresFromParams(paramsFromFigures(figures, "GBP"));
    expect(back).toEqual({ figures, currency: "GBP" });
    const bad = figuresFromParams(new URLSearchParams("revenue=abc&returnRate=300&orders=-5&currency=XXX"));
    expect(bad).toEqual({ figures: EXAMPLE, currency: "USD" });
  });

  it("exports inputs and results with their formulas as CSV", () => {
    const csv = resultsCsv([{ label: "Revenue", value: 250000 }], calculate(EXAMPLE), "USD");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("Metric,Value,Formula");
    expect(lines).toContain("Revenue,250000,input");
    expect(lines).toContain("Average order value,50,Revenue ÷ Orders");
    expect(lines).toContain("LTV:CAC,9.81,Customer lifetime value (profit) ÷ Acquisition cost per customer");
  });
});
