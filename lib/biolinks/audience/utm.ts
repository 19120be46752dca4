// A page view's campaign, from the utm_source, utm_medium and utm_campaign of the bio page's address (the
// view beacon passes them on). Visitors write these, so each is cleaned and capped; lib/biolinks/stats/
// caps.ts also bounds how many distinct values a page keeps per day.

export const UTM_MAX_LENGTH = 50;

export interface Campaign {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

export const NO_CAMPAIGN: Campaign = { utmSource: "", utmMedium: "", utmCampaign: "" };

/** Lower-case, spaces collapsed, no control characters, no "*" or parentheses (reserved), capped. */
export function cleanUtm(value: string | null): string {
  if (!value) return "";
  return value
    .slice(0, 500)
    .replace(/\s+/g, " ")
    .replace(/[\p{Cc}\p{Cf}*()]/gu, "")
    .trim()
    .toLowerCase()
    .slice(0, UTM_MAX_LENGTH)
    .trim();
}

export function campaignOf(params: URLSearchParams): Campaign {
  return {
    utmSource: cleanUtm(params.get("utm_source")),
    utmMedium: cleanUtm(params.get("utm_medium")),
    utmCampaign: cleanUtm(params.get("utm_campaign")),
  };
}
