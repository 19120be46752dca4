import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { storage } from "@/lib/storage";
import { checkUpload } from "@/lib/storage/file-types";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 400;
// A small file can still declare a huge canvas (a decompression bomb): refuse before decoding it.
const MAX_INPUT_PIXELS = 40_000_000;

export type AvatarResult = { ok: true; key: string } | { ok: false; message: string };

/** Checks an upload by its bytes, re-encodes it as a 400 px square WebP, and stores it. */
export async function storeAvatar(file: File): Promise<AvatarResult> {
  if (file.size > AVATAR_MAX_BYTES)
    return { ok: false, message: "The image is too large: the limit is 5 MB." };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = await checkUpload("image", bytes);
  if (!checked.ok) return checked;
  let resized: Buffer;
  try {
    resized = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return { ok: false, message: "This image could not be read. Try another JPG, PNG, GIF or WebP file." };
  }
  const key = `images/${randomUUID()}.webp`;
  await storage().put(key, resized, "image/webp");
  return { ok: true, key };
}

/**
 * Deletes avatar files whose rows are gone, after the transaction that removed them committed. A storage
 * failure is logged, never thrown: the deletion the user asked for stands, and a stray file can be found
 * later in the admin's file list.
 */
export async function deleteAvatarFiles(keys: readonly (string | null)[]): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      if (!key) return;
      try {
        await storage().delete(key);
      } catch (error) {
        console.error("[biolinks] could not delete avatar file", key, error);
      }
    }),
  );
}
