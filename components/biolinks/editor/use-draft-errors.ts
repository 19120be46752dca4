"use client";

import { useState } from "react";
import { pageDraftSchema, type PageDraft } from "@/lib/biolinks/validation";

/** Checks the draft with the action's own schema before sending it, and keeps errors by field path. */
export function useDraftErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  function check(draft: PageDraft): { ok: true } | { ok: false; message: string } {
    const parsed = pageDraftSchema.safeParse(draft);
    if (parsed.success) {
      setErrors({});
      return { ok: true };
    }
    const next: Record<string, string> = {};
    for (const issue of parsed.error.issues) next[issue.path.join(".")] ??= issue.message;
    setErrors(next);
    return {
      ok: false,
      message: `Please fix ${parsed.error.issues.length === 1 ? "the field" : "the fields"} marked below: ${parsed.error.issues[0]!.message}`,
    };
  }
  return { error: (path: string) => errors[path], check };
}
