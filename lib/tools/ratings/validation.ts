import { z } from "@/lib/zod";

export const MIN_RATINGS_FOR_RICH_RESULT = 5;
export const RATINGS_PER_HOUR = 20;

export const ratingSchema = z.object({
  stars: z
    .number({ error: "Choose from 1 to 5 stars" })
    .int("Choose from 1 to 5 stars")
    .min(1, "Choose from 1 to 5 stars")
    .max(5, "Choose from 1 to 5 stars"),
});

export interface RatingSummary {
  /** Mean of the stars, one decimal; 0 without ratings. */
  average: number;
  count: number;
}
