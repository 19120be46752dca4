import { describe, expect, it } from "vitest";
import { DIMENSIONS, OTHER } from "@/lib/biolinks/stats/dimensions";
import { bucketLabel, flagOf, valueLabel } from "@/lib/biolinks/stats/labels";

describe("labels", () => {
  it("valueLabel names empty values by breakdown: Direct, None or Unknown", () => {
    expect(valueLabel("referrer", "")).toBe("Direct");
    for (const d of ["utmSource", "utmMedium", "utmCampaign"] as const)
      expect(valueLabel(d, "")).toBe("None");
    for (const d of ["country", "device", "browser", "os"] as const)
      expect(valueLabel(d, "")).toBe("Unknown");
  });

  it("valueLabel names the values past the daily cap, countries and devices", () => {
    for (const d of DIMENSIONS) expect(valueLabel(d, OTHER)).toBe("Other (past the day's limit)");
    expect(valueLabel("country", "FR")).toBe("France");
    expect(valueLabel("country", "US")).toBe("United States");
    expect(valueLabel("device", "mobile")).toBe("Mobile");
    expect(valueLabel("device", "tablet")).toBe("Tablet");
    expect(valueLabel("device", "desktop")).toBe("Desktop");
    expect(valueLabel("device", "watch")).toBe("watch");
    expect(valueLabel("browser", "Samsung Internet")).toBe("Samsung Internet");
    expect(valueLabel("referrer", "instagram.com")).toBe("instagram.com");
    expect(valueLabel("utmCampaign", "launch")).toBe("launch");
  });

  it("valueLabel shows a country filter value no country has as it is, without throwing", () => {
    // ?country= comes from the address bar (filtersFrom keeps any value up to 100 characters) and the
    // active-filters chip labels it with valueLabel.
    for (const value of ["XX", "abc", "France", "1", "<b>"]) {
      expect(() => valueLabel("country", value), value).not.toThrow();
      expect(valueLabel("country", value), value).toBe(value);
    }
  });

  it("flagOf turns a two-letter code into its regional-indicator flag, '' otherwise", () => {
    expect(flagOf("FR")).toBe("🇫🇷");
    expect(flagOf("US")).toBe("\u{1f1fa}\u{1f1f8}");
    for (const code of ["", "fr", "F", "FRA", "F1", OTHER, "*"]) expect(flagOf(code), code).toBe("");
  });

  it("bucketLabel gives an hour, a day or a month, in UTC", () => {
    const start = new Date("2026-03-07T09:00:00.000Z");
    expect(bucketLabel(start, "h")).toBe("09:00");
    expect(bucketLabel(start, "d")).toBe("03-07");
    expect(bucketLabel(start, "m")).toBe("2026-03");
    expect(bucketLabel(new Date("2026-12-31T23:00:00.000Z"), "h")).toBe("23:00");
    expect(bucketLabel(new Date("2027-01-01T00:00:00.000Z"), "m")).toBe("2027-01");
  });
});
