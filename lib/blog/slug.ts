/** Longest slug a post or ebook can have: 200 characters from its form, plus "-N" when that one is taken. */
export const MAX_SLUG_LENGTH = 210;
/** Longest slug a category or tag (of posts or ebooks) can have: its form allows 100. */
export const MAX_TERM_SLUG_LENGTH = 100;

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
