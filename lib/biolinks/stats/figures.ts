export interface Figures {
  views: number;
  /** Visitor-days: a visitor counts once a day (the key changes daily). */
  visitors: number;
  /** Clicks once per visitor, link and day. */
  clicks: number;
  totalClicks: number;
}

export const NONE: Figures = { views: 0, visitors: 0, clicks: 0, totalClicks: 0 };
