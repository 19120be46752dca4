// What one job may take, stated on each tool's screen before a file is chosen. The work runs on the
// visitor's device, so these guard the tab (memory, time), not a server: raise them only with that in mind.
export const PDF_LIMITS = {
  /** Largest single file, in bytes. */
  maxFileBytes: 200 * 1024 * 1024,
  /** Most PDFs in one merge. */
  maxMergeFiles: 50,
  /** Most images in one JPG to PDF job. */
  maxImages: 100,
  /** Most pages in one document the page picker will show. */
  maxPickerPages: 500,
  /** Most pages Organize may write: four times what it shows, room for copies and blank pages. */
  maxOrganizedPages: 2000,
  /** Most pages per file Compare reads: each page pair is drawn twice and compared pixel by pixel. */
  maxComparePages: 100,
} as const;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function limitsSentence(kind: "merge" | "images" | "single"): string {
  const perFile = `up to ${formatBytes(PDF_LIMITS.maxFileBytes)} per file`;
  if (kind === "merge") return `Up to ${PDF_LIMITS.maxMergeFiles} PDFs, ${perFile}.`;
  if (kind === "images") return `Up to ${PDF_LIMITS.maxImages} images, ${perFile}.`;
  return `One PDF, ${perFile}.`;
}
