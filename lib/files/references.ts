import "server-only";
import type { FileUsage } from "./file-usage";
import { bioPageFileUsages } from "./sources/bio-pages";
import { ebookFileUsages } from "./sources/ebooks";
import { postFileUsages } from "./sources/posts";

/** A kind of thing that can use stored files. Given keys, it reports only uses of those keys. */
export interface ReferenceSource {
  name: string;
  /** Its files can turn private (unpublishing), so they must not sit in shared caches. */
  restrictable: boolean;
  usages(keys?: readonly string[]): Promise<FileUsage[]>;
}

// Every feature that stores file URLs adds its source here, so cleanup, the admin's file list and the
// access check all know about it.
export const REFERENCE_SOURCES: readonly ReferenceSource[] = [
  { name: "Ebooks", restrictable: true, usages: ebookFileUsages },
  { name: "Posts", restrictable: false, usages: postFileUsages },
  { name: "Bio pages", restrictable: false, usages: bioPageFileUsages },
];

export async function usagesByKey(keys?: readonly string[]): Promise<Map<string, FileUsage[]>> {
  const found = await Promise.all(REFERENCE_SOURCES.map((source) => source.usages(keys)));
  const byKey = new Map<string, FileUsage[]>();
  for (const usage of found.flat()) byKey.set(usage.key, [...(byKey.get(usage.key) ?? []), usage]);
  return byKey;
}

export type FileAccess = "public" | "admin";

/** Who may fetch a stored file: admins only when its uses are all private ones. */
export async function fileAccess(key: string): Promise<{ access: FileAccess; cacheable: boolean }> {
  const usages = (await usagesByKey([key])).get(key) ?? [];
  const visible = usages.some((u) => u.visibility === "public");
  const secret = usages.some((u) => u.visibility === "private");
  const restrictable = new Set(REFERENCE_SOURCES.filter((s) => s.restrictable).map((s) => s.name));
  const cacheable = !usages.some((u) => restrictable.has(u.source));
  return { access: secret && !visible ? "admin" : "public", cacheable };
}
