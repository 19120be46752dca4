import { removeUnusedFiles } from "@/lib/files/cleanup";
import { storeUpload } from "@/lib/storage";
import type { StoredFiles } from "./store";
import type { EbookFormInput } from "./validation";

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
      await removeUnusedFiles([stored.file?.url]);
      return { ok: false, field: "coverFile", message: result.message };
    }
    stored.coverImage = result.url;
  }
  return { ok: true, stored };
}
