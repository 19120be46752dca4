// A tool's input check (zod and the schemas built from its fields) loads when the visitor starts on the
// form, not with the page: first load stays light, and the code is there by the time they submit.
let loading: Promise<typeof import("@/lib/tools/validation")> | null = null;

export function loadValidation(): Promise<typeof import("@/lib/tools/validation")> {
  loading ??= import("@/lib/tools/validation");
  return loading;
}
