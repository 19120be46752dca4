import { formatNumber } from "@/lib/format";
import { z } from "@/lib/zod";
import { maxLength } from "./field-limits";
import type { ToolField, ToolInfo } from "./types";

// One schema per tool, built from its fields; the form checks it in the browser and the route handler
// checks it again, because a free endpoint gets called without the form.

export { LONG_TEXT_MAX, maxLength, SHORT_TEXT_MAX } from "./field-limits";

function fieldSchema(field: ToolField): z.ZodType<string | undefined> {
  if (field.type === "select") {
    const options = field.options ?? [];
    const choice = z
      .string()
      .refine((v) => options.includes(v), { message: `Choose one of the listed options for ${field.label}` });
    return field.required
      ? z
          .string({ error: `${field.label} is required` })
          .min(1, `${field.label} is required`)
          .pipe(choice)
      : z.union([z.literal("").transform(() => undefined), choice]).optional();
  }
  const max = maxLength(field);
  const trimmed = z
    .string({ error: `${field.label} is required` })
    .trim()
    .max(max, `${field.label} must be at most ${formatNumber(max)} characters`);
  return field.required
    ? trimmed.min(1, `${field.label} is required`)
    : trimmed.transform((v) => (v === "" ? undefined : v)).optional();
}

export function toolInputSchema(tool: Pick<ToolInfo, "fields">) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const field of tool.fields) shape[field.name] = fieldSchema(field);
  return z.object(shape).strip();
}

export type FieldErrors = Record<string, string | undefined>;

/** Parses raw form values: either the clean input (absent optional fields dropped) or one error per field. */
export function parseToolInput(
  tool: Pick<ToolInfo, "fields">,
  raw: unknown,
): { ok: true; input: Record<string, string> } | { ok: false; fieldErrors: FieldErrors } {
  const result = toolInputSchema(tool).safeParse(raw ?? {});
  if (!result.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "");
      fieldErrors[key] ??= issue.message;
    }
    return { ok: false, fieldErrors };
  }
  const input: Record<string, string> = {};
  for (const [key, value] of Object.entries(result.data)) if (value !== undefined) input[key] = value;
  return { ok: true, input };
}
