import type { Dimension } from "./dimensions";
import { OTHER } from "./dimensions";
import type { Granularity, StatsRange } from "./range";
import { PRESETS } from "./range";

// How the screen and the CSV name breakdowns and their values.

export const DIMENSION_TITLES: Record<Dimension, { title: string; column: string }> = {
  country: { title: "Countries", column: "Country" },
  device: { title: "Devices", column: "Device" },
  browser: { title: "Browsers", column: "Browser" },
  os: { title: "Operating systems", column: "Operating system" },
  referrer: { title: "Sources", column: "Source" },
  utmSource: { title: "UTM sources", column: "UTM source" },
  utmMedium: { title: "UTM media", column: "UTM medium" },
  utmCampaign: { title: "Campaigns", column: "Campaign" },
};

const regions = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
const DEVICE_NAMES: Record<string, string> = { mobile: "Mobile", tablet: "Tablet", desktop: "Desktop" };

/** A stored value as a reader sees it ('' is Direct for sources, None for campaigns, Unknown otherwise). */
export function valueLabel(dimension: Dimension, value: string): string {
  if (value === OTHER) return "Other (past the day's limit)";
  if (value === "") {
    if (dimension === "referrer") return "Direct";
    return dimension.startsWith("utm") ? "None" : "Unknown";
  }
  // A filter in the address can hold anything; only a code is a country.
  if (dimension === "country") return /^[A-Z]{2}$/.test(value) ? (regions.of(value) ?? value) : value;
  if (dimension === "device") return DEVICE_NAMES[value] ?? value;
  return value;
}

/** The flag emoji of a country code (regional indicator letters), '' for none. */
export function flagOf(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return "";
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

export function rangeLabel(range: StatsRange): string {
  const preset = PRESETS.find((p) => p.id === range.preset);
  return preset ? preset.label : `${range.from} to ${range.to}`;
}

/** A chart bucket's label: its hour, day or month (UTC). */
export function bucketLabel(start: Date, series: Granularity): string {
  const iso = start.toISOString();
  return series === "h" ? `${iso.slice(11, 13)}:00` : series === "d" ? iso.slice(5, 10) : iso.slice(0, 7);
}

export const BUCKET_NAMES: Record<Granularity, string> = { h: "Hour (UTC)", d: "Day (UTC)", m: "Month" };
