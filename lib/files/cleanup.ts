import "server-only";
import { storage } from "@/lib/storage";
import { storedFileKey } from "@/lib/storage/types";
import { usagesByKey } from "./references";

/**
 * Deletes the stored files behind these URLs that nothing uses any more (a post or ebook was deleted,
 * or a save replaced them). Best effort: a file left behind wastes space and shows up as an orphan on
 * the admin's Files screen; the save or delete that led here must not fail for it.
 */
export async function removeUnusedFiles(urls: Iterable<string | null | undefined>): Promise<string[]> {
  const keys = [...new Set([...urls].map(storedFileKey).filter((key): key is string => key !== null))];
  if (keys.length === 0) return [];
  const used = await usagesByKey(keys);
  const unused = keys.filter((key) => !used.has(key));
  const removed: string[] = [];
  for (const key of unused) {
    try {
      await storage().delete(key);
      removed.push(key);
    } catch (error) {
      console.error("[creatorkit] could not delete stored file", key, error);
    }
  }
  return removed;
}
