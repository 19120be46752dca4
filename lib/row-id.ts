import { z } from "@/lib/zod";

// Posts, categories and tags are numbered by PostgreSQL `integer` identity columns. A number past the
// column's range is no row, but PostgreSQL refuses it as an operand ("out of range for type integer"),
// which surfaced as a 500 (issue 62, item 6): every id taken from an address, a form or a request body
// goes through here, so such a number answers as any unknown id does.

/** PostgreSQL's largest `integer`. */
export const MAX_ROW_ID = 2_147_483_647;

/** The id an address segment or a form field names, or null when no row can have it. */
export function parseRowId(value: unknown): number | null {
  if (typeof value === "number")
    return Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID ? value : null;
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id <= MAX_ROW_ID ? id : null;
}

/** An id field of a form or body (a string or a number), refused with `message` unless parseRowId takes it. */
export function rowIdSchema(message = "Unknown id") {
  return z.unknown().transform((value, ctx) => {
    const id = parseRowId(value);
    if (id === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return id;
  });
}
