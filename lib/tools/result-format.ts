// The one text format both the AI prompts and the built-in engines produce: variants separated by a line
// holding only "---", each variant plain text or Markdown. The result view splits on it as text streams in.

export const VARIANT_SEPARATOR = "\n\n---\n\n";

export function splitVariants(text: string): string[] {
  return text
    .split(/^\s*---\s*$/m)
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

export function joinVariants(variants: readonly string[]): string {
  return variants.map((v) => v.trim()).join(VARIANT_SEPARATOR);
}
