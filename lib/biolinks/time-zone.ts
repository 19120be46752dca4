// Schedules are typed in the owner's time zone (a datetime-local value, "YYYY-MM-DDTHH:mm") and stored
// as instants. Intl knows every zone's offsets, so no date library is needed for the two conversions.

export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length <= 64;
  } catch {
    return false;
  }
}

function partsIn(date: Date, zone: string): Record<string, number> {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(date);
  return Object.fromEntries(parts.filter((p) => p.type !== "literal").map((p) => [p.type, Number(p.value)]));
}

/** How far `zone`'s wall clock is ahead of UTC at `date`, in milliseconds. */
function offsetAt(date: Date, zone: string): number {
  const p = partsIn(date, zone);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - Math.floor(date.getTime() / 1000) * 1000;
}

/** The instant a wall-clock time in `zone` names (in a DST gap, the instant just after it). */
export function zonedToUtc(local: string, zone: string): Date {
  const [datePart, timePart] = local.split("T");
  const [y, m, d] = datePart!.split("-").map(Number);
  const [h, min] = timePart!.split(":").map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, h!, min!);
  let instant = wall - offsetAt(new Date(wall), zone);
  instant = wall - offsetAt(new Date(instant), zone);
  return new Date(instant);
}

/** The wall-clock time in `zone` of an instant, as a datetime-local value. */
export function utcToZoned(date: Date, zone: string): string {
  const p = partsIn(date, zone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month!)}-${two(p.day!)}T${two(p.hour!)}:${two(p.minute!)}`;
}
