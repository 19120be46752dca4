import { z } from "@/lib/zod";
import { rowIdSchema } from "@/lib/row-id";

// Public inputs: the view beacon's body and the listing's URL parameters. Bad values never throw; a
// page number that is not one leads to a 404, a bad search to the plain listing.

export const viewBeaconSchema = z.object({ postId: rowIdSchema() });

export const MAX_SEARCH_LENGTH = 200;

export const blogSearchSchema = z.object({
  q: z.string().trim().max(MAX_SEARCH_LENGTH).optional().catch(undefined),
  page: z.coerce.number().int().min(1).default(1).catch(1),
});

/** A page segment such as "2": a whole number from 1, written without leading zeros. */
export function parsePageParam(value: string): number | null {
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}
