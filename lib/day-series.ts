/** The last `days` UTC days ending today, as YYYY-MM-DD, oldest first. */
export function lastDays(days: number, today: Date = new Date()): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Fills the days a query returned no row for with zero. */
export function fillDays(
  days: string[],
  rows: { day: string; value: number }[],
): { day: string; value: number }[] {
  const byDay = new Map(rows.map((r) => [r.day, r.value]));
  return days.map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}
