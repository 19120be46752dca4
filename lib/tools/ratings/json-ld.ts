import { MIN_RATINGS_FOR_RICH_RESULT, type RatingSummary } from "./validation";

/**
 * schema.org AggregateRating for the tool's WebApplication, only once there are enough real ratings to
 * mean something (and to be eligible for a rich result); otherwise nothing.
 */
export function aggregateRating(summary: RatingSummary) {
  if (summary.count < MIN_RATINGS_FOR_RICH_RESULT) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: summary.average,
      ratingCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
