export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

export interface FileInfo {
  size: number;
  contentType: string;
}

export interface ListedFile {
  key: string;
  size: number;
  modifiedAt: Date | null;
}

/** Bytes start..end of a file, both inclusive (HTTP's Range arithmetic). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where uploaded files live. Keys look like "images/<uuid>.png". */
export interface StorageDriver {
  readonly name: "local" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The whole file in memory: for small files and tests; downloads stream through read(). */
  get(key: string): Promise<StoredObject | null>;
  stat(key: string): Promise<FileInfo | null>;
  /** The file (or a range of it) as a stream, never whole in memory. */
  read(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array>>;
  list(): Promise<ListedFile[]>;
  delete(key: string): Promise<void>;
}

export const UPLOADS_PREFIX = "/api/uploads/";

/** Public URL of a stored file: always served through our own route, whatever the driver. */
export function storedFileUrl(key: string): string {
  return `${UPLOADS_PREFIX}${key}`;
}

/** The storage key behind one of our file URLs, or null for anything else (another host, /public). */
export function storedFileKey(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return isValidKey(key) ? key : null;
}

/** URLs of our stored files in a piece of HTML (images in a post's body). */
export function storedFileUrlsIn(html: string): string[] {
  return [...html.matchAll(/\/api\/uploads\/[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}/g)].map((m) => m[0]);
}

export function isValidKey(key: string): boolean {
  return /^[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/.test(key);
}
