import type { ToolField } from "./types";

// Apart from the schemas (validation.ts), so a tool's form can size its fields without loading zod.

export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 10_000;

export function maxLength(field: ToolField): number {
  return field.type === "textarea" ? LONG_TEXT_MAX : SHORT_TEXT_MAX;
}
