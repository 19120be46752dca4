/**
 * SPEC §5: lower-case, drop everything but letters, digits, spaces and hyphens, whitespace runs become one
 * hyphen, repeated hyphens collapse, trimmed. Accents are folded first so "Café" gives "cafe".
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The first of base, base-1, base-2, … that `isTaken` says is free. */
export async function firstFreeSlug(
  base: string,
  isTaken: (slug: string) => Promise<boolean>,
): Promise<string> {
  const root = base || "post";
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? root : `${root}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
