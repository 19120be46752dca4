import type { DimensionValues } from "@/lib/biolinks/stats/dimensions";

// Every breakdown of an event unknown: what the tests' made-up events start from (a leaf, so that the
// child processes the tests start can import it too).
export const NO_VALUES: DimensionValues = {
  country: "",
  device: "",
  browser: "",
  os: "",
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
};
