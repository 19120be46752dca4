import { randomUUID } from "node:crypto";
import { dataPath, env } from "@/lib/env";
import { processSingleton, register } from "@/lib/process-registry";
import { checkUpload, type UploadKind } from "./file-types";
import { localDriver } from "./local";
import { s3Driver } from "./s3";
import { storedFileUrl, type StorageDriver } from "./types";

export { isValidKey, storedFileKey, storedFileUrl } from "./types";
export type { StorageDriver } from "./types";

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    storageDriver: StorageDriver;
  }
}

export function storage(): StorageDriver {
  return processSingleton("storageDriver", () => {
    const e = env();
    return e.STORAGE_DRIVER === "s3"
      ? s3Driver({
          bucket: e.S3_BUCKET!,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        })
      : localDriver(dataPath("uploads"));
  });
}

/** Swaps the driver (tests). */
export function setStorageDriver(driver: StorageDriver | undefined): void {
  register("storageDriver", driver);
}

export type UploadResult =
  { ok: true; key: string; url: string; size: number } | { ok: false; message: string };

/** Checks a file by size and magic bytes, then stores it under a generated name. */
export async function storeUpload(kind: UploadKind, file: File): Promise<UploadResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = await checkUpload(kind, bytes);
  if (!checked.ok) return checked;
  const key = `${kind === "image" ? "images" : "ebooks"}/${randomUUID()}.${checked.extension}`;
  await storage().put(key, bytes, checked.contentType);
  return { ok: true, key, url: storedFileUrl(key), size: bytes.byteLength };
}
