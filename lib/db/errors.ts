/** A unique index refused the write (PostgreSQL's 23505, as postgres.js or PGlite reports it). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}
