import type { PLAGIARISM_CHECK_TYPES } from "../options";

// SPEC's check types change the shingle size and what counts as a reportable passage: a smaller shingle
// and window catch shorter copied phrases (and more common phrases by chance), so the academic check
// finds six-word runs while the basic check reports ten-word ones.

export type CheckType = (typeof PLAGIARISM_CHECK_TYPES)[number];

export interface CheckConfig {
  /** Words per shingle. */
  k: number;
  /** Winnowing window, in shingles. */
  w: number;
  /** Shortest passage reported, in words (the winnowing guarantee is w + k - 1). */
  minWords: number;
  web: boolean;
}

export const CHECK_CONFIG: Record<CheckType, CheckConfig> = {
  "Basic Check": { k: 6, w: 5, minWords: 10, web: false },
  "Detailed Analysis": { k: 5, w: 4, minWords: 8, web: false },
  "Academic Papers": { k: 4, w: 3, minWords: 6, web: false },
  "Web Content": { k: 5, w: 4, minWords: 8, web: true },
};

/** Every (k, w) the stored corpus is fingerprinted with, one set per distinct shingle size. */
export const INDEXED = [...new Map(Object.values(CHECK_CONFIG).map((c) => [c.k, c.w])).entries()].map(
  ([k, w]) => ({ k, w }),
);
