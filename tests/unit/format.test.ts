import { describe, expect, it } from "vitest";
import { formatCount, formatNumber, plural } from "@/lib/format";

describe("plural rules", () => {
  it("pick the singular only for one", () => {
    expect(formatCount(1, "view")).toBe("1 view");
    expect(formatCount(0, "view")).toBe("0 views");
    expect(formatCount(2, "post")).toBe("2 posts");
    expect(formatCount(1250, "download")).toBe("1,250 downloads");
    expect(formatCount(1, "category", "categories")).toBe("1 category");
    expect(formatCount(3, "category", "categories")).toBe("3 categories");
    expect(plural(1, "minute")).toBe("minute");
    expect(plural(5, "minute")).toBe("minutes");
  });
});

describe("counts without Intl", () => {
  it("group and pluralise whole numbers exactly as en-US's Intl does", () => {
    const number = new Intl.NumberFormat("en-US");
    const rules = new Intl.PluralRules("en-US");
    const samples = [0, 1, 2, 9, 10, 99, 100, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 1_234_567_890];
    for (const n of [...samples, ...samples.filter(Boolean).map((n) => -n), Number.MAX_SAFE_INTEGER]) {
      expect(formatNumber(n), String(n)).toBe(number.format(n));
      expect(plural(n, "one", "other"), String(n)).toBe(rules.select(n) === "one" ? "one" : "other");
    }
    expect(formatNumber(1234.5)).toBe("1,234.5");
  });
});
