import { eq, or } from "drizzle-orm";
import { db } from "@/lib/db";
import { ebooks } from "@/lib/db/schema";
import { isValidKey, storage, storeUpload } from "@/lib/storage";
import type { StoredFiles } from "./store";
import type { EbookFormInput } from "./validation";

const UPLOADS_PREFIX = "/api/uploads/";

export type StoreFilesResult =
  { ok: true; stored: StoredFiles } | { ok: false; field: "file" | "coverFile"; message: string };

/** Stores the ebook file and the cover the form carried, checked by size and magic bytes. */
export async function storeFormFiles(input: EbookFormInput): Promise<StoreFilesResult> {
  const stored: StoredFiles = {};
  if (input.file) {
    const result = await storeUpload("ebook", input.file);
    if (!result.ok) return { ok: false, field: "file", message: result.message };
    stored.file = { url: result.url, size: result.size };
  }
  if (input.coverFile) {
    const result = await storeUpload("image", input.coverFile);
    if (!result.ok) {
      await removeStoredFiles([stored.file?.url]);
      return { ok: false, field: "coverFile", message: result.message };
    }
    stored.coverImage = result.url;
  }
  return { ok: true, stored };
}

/**
 * Deletes files we stored that no ebook points at any more. Best effort: a file left behind wastes
 * space, a failed save must not fail for it.
 */
export async function removeStoredFiles(urls: (string | null | undefined)[]): Promise<void> {
  for (const url of urls) {
    const key = url?.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null;
    if (!url || !key || !isValidKey(key)) continue;
    const stillUsed = await db.$count(ebooks, or(eq(ebooks.filePath, url), eq(ebooks.coverImage, url)));
    if (stillUsed > 0) continue;
    await storage()
      .delete(key)
      .catch((error) => console.error("[creatorkit] could not delete stored file", key, error));
  }
}
