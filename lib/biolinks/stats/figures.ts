export interface Figures {
  views: number;
  /** Visitor-days: a visitor counts once a day (the key changes daily). */
  visitors: number;
  /** Clicks once per visitor, link and day. */
  clicks: number;
  totalClicks: number;
}

export const NONE: Figures = { views: 0, visitors: 0, clicks: 0, totalClicks: 0 };

/** The figures of two sets of events that do not overlap (the rollup's days and the events' times). */
export const plus = (a: Figures, b: Figures): Figures => ({
  views: a.views + b.views,
  visitors: a.visitors + b.visitors,
  clicks: a.clicks + b.clicks,
  totalClicks: a.totalClicks + b.totalClicks,
});
