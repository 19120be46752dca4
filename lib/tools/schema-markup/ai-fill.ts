import type { ExtraField, PageType } from "./page-types";

// The AI may only copy facts the visitor wrote into the description or additional info into the page
// type's fields. Every value it returns is checked against that text: a value (each line of a list) that
// does not appear there word for word is dropped, so no rating, review, price or address can be invented.

export const FILL_SYSTEM = [
  "You extract structured-data fields from a description a user wrote about their web page.",
  "Copy values word for word from the text. Never invent or estimate anything: no ratings, reviews, prices, addresses, dates or names that the text does not state.",
  "Answer with one JSON object only. Its keys are among the field names given; leave out every field the text does not state.",
  "For list fields, put one item per line in the value.",
].join("\n");

export function fillPrompt(type: PageType, fields: readonly ExtraField[], text: string): string {
  return [
    `Page type: ${type}.`,
    "Fields (name: label):",
    ...fields.map((f) => `- ${f.name}: ${f.label}${f.options ? ` (one of: ${f.options.join(", ")})` : ""}`),
    "",
    "Text:",
    text,
  ].join("\n");
}

const normal = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/** The fields of the model's answer that are really in the visitor's text, and nothing else. */
export function acceptFill(
  answer: string | null,
  fields: readonly ExtraField[],
  text: string,
): Record<string, string> {
  const json = answer?.match(/\{[\s\S]*\}/)?.[0];
  if (!json) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  if (!raw || typeof raw !== "object") return {};
  const source = normal(text);
  const accepted: Record<string, string> = {};
  for (const field of fields) {
    const value = (raw as Record<string, unknown>)[field.name];
    if (typeof value !== "string" && typeof value !== "number") continue;
    const lines = String(value)
      .split(/\r?\n/)
      .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "").trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const stated = field.options
      ? field.options.includes(lines[0]!) &&
        source.includes(normal(lines[0]!.replace(/([a-z])([A-Z])/g, "$1 $2")))
      : lines.every((l) => source.includes(normal(l)));
    if (stated) accepted[field.name] = lines.join("\n");
  }
  return accepted;
}
