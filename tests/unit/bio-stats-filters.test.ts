import { describe, expect, it } from "vitest";
import { filterQuery, filtersFrom, hasValueFilters, type Filters } from "@/lib/biolinks/stats/filters";

const LINK = "5d2f4a1b-3c6e-4f7a-8b9c-0d1e2f3a4b5c";

describe("filters", () => {
  it("reads a link id (lower-cased) and one value per breakdown, by their parameters", () => {
    expect(
      filtersFrom({
        link: LINK.toUpperCase(),
        country: "FR",
        device: "mobile",
        browser: "Chrome",
        os: "iOS",
        referrer: "t.co",
        utm_source: "ig",
        utm_medium: "bio",
        utm_campaign: "launch",
        range: "7d",
        utmSource: "ignored",
      }),
    ).toEqual({
      link: LINK,
      values: {
        country: "FR",
        device: "mobile",
        browser: "Chrome",
        os: "iOS",
        referrer: "t.co",
        utmSource: "ig",
        utmMedium: "bio",
        utmCampaign: "launch",
      },
    });
    expect(filtersFrom({})).toEqual({ link: undefined, values: {} });
  });

  it("ignores a malformed link id", () => {
    for (const link of [
      "",
      "abc",
      `${LINK}x`,
      LINK.slice(1),
      "5d2f4a1b3c6e4f7a8b9c0d1e2f3a4b5c",
      `{${LINK}}`,
      "' or 1=1",
    ]) {
      expect(filtersFrom({ link }).link, link).toBeUndefined();
    }
  });

  it("ignores a value longer than 100 characters, keeps one of 100", () => {
    expect(filtersFrom({ referrer: "a".repeat(101) }).values).toEqual({});
    expect(filtersFrom({ referrer: "a".repeat(100) }).values).toEqual({ referrer: "a".repeat(100) });
  });

  it("keeps an empty value as a value (Direct, Unknown, None)", () => {
    const filters = filtersFrom({ referrer: "", country: "", utm_campaign: "" });
    expect(filters.values).toEqual({ referrer: "", country: "", utmCampaign: "" });
    expect(hasValueFilters(filters)).toBe(true);
    expect(hasValueFilters(filtersFrom({ link: LINK }))).toBe(false);
  });

  it("takes the first of repeated parameters", () => {
    expect(filtersFrom({ country: ["DE", "FR"], link: [LINK, "x"] })).toEqual({
      link: LINK,
      values: { country: "DE" },
    });
  });

  it("filterQuery writes the parameters that read back as the same filters", () => {
    const cases: Filters[] = [
      { link: undefined, values: {} },
      { link: LINK, values: {} },
      { link: undefined, values: { referrer: "", utmMedium: "email" } },
      {
        link: LINK,
        values: {
          country: "FR",
          device: "tablet",
          browser: "Safari",
          os: "macOS",
          referrer: "",
          utmSource: "newsletter",
          utmMedium: "",
          utmCampaign: "black friday",
        },
      },
    ];
    for (const filters of cases) {
      const query = filterQuery(filters);
      expect(Object.values(query).every((v) => typeof v === "string")).toBe(true);
      expect(filtersFrom(query), JSON.stringify(query)).toEqual(filters);
    }
    expect(filterQuery(cases[2]!)).toEqual({ referrer: "", utm_medium: "email" });
    expect(filterQuery(cases[1]!)).toEqual({ link: LINK });
  });
});
