/**
 * SPEC §2 "Tool slugs": lower-case, spaces become hyphens, other non-word characters removed. Hyphens are
 * kept, which is why "E-E-A-T Score" becomes e-e-a-t-score.
 */
export function toolSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]/g, "");
}
