/** Makes user text match literally inside a LIKE/ILIKE pattern (Postgres' default escape is backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
