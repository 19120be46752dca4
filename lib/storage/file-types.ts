import { fileTypeFromBuffer } from "file-type";

// Uploads are accepted by what their bytes are, not by the name or type the browser claims.

export const UPLOAD_KINDS = {
  image: {
    extensions: ["jpg", "png", "gif", "webp"],
    maxBytes: 5 * 1024 * 1024,
    label: "JPG, PNG, GIF or WebP",
  },
  ebook: { extensions: ["pdf", "epub", "mobi"], maxBytes: 50 * 1024 * 1024, label: "PDF, EPUB or MOBI" },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  pdf: "application/pdf",
  epub: "application/epub+zip",
  mobi: "application/x-mobipocket-ebook",
};

export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream";
}

export type CheckedFile =
  { ok: true; extension: string; contentType: string } | { ok: false; message: string };

export async function checkUpload(kind: UploadKind, bytes: Uint8Array): Promise<CheckedFile> {
  const rules = UPLOAD_KINDS[kind];
  if (bytes.byteLength === 0) return { ok: false, message: "The file is empty." };
  if (bytes.byteLength > rules.maxBytes) {
    return { ok: false, message: `The file is too large: the limit is ${rules.maxBytes / 1024 / 1024} MB.` };
  }
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected?.ext;
  if (!extension || !(rules.extensions as readonly string[]).includes(extension)) {
    return { ok: false, message: `This file is not a ${rules.label} file.` };
  }
  return { ok: true, extension, contentType: CONTENT_TYPES[extension] ?? detected.mime };
}
