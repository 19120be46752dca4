import "server-only";
import { storage } from "@/lib/storage";
import { storedFileUrl } from "@/lib/storage/types";
import type { FileUsage } from "./file-usage";
import { usagesByKey } from "./references";

export interface StoredFileRow {
  key: string;
  url: string;
  size: number;
  modifiedAt: Date | null;
  usages: FileUsage[];
}

/** Every stored file with what uses it; orphans (used by nothing) first, then newest first. */
export async function listStoredFiles(): Promise<StoredFileRow[]> {
  const [files, usages] = await Promise.all([storage().list(), usagesByKey()]);
  return files
    .map((file) => ({ ...file, url: storedFileUrl(file.key), usages: usages.get(file.key) ?? [] }))
    .sort(
      (a, b) =>
        Number(a.usages.length > 0) - Number(b.usages.length > 0) ||
        (b.modifiedAt?.getTime() ?? 0) - (a.modifiedAt?.getTime() ?? 0),
    );
}
