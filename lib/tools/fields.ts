import type { ToolField } from "./types";

// Small builders so catalogue entries read like SPEC §3's field lists.

export function text(name: string, label: string, placeholder: string, required = false): ToolField {
  return { name, label, type: "text", placeholder, required };
}

export function textarea(name: string, label: string, placeholder: string, required = false): ToolField {
  return { name, label, type: "textarea", placeholder, required };
}

export function select(
  name: string,
  label: string,
  options: readonly string[],
  required = false,
  placeholder = `Select ${label.toLowerCase()}`,
): ToolField {
  return { name, label, type: "select", placeholder, required, options };
}
