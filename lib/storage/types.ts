export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

/** Where uploaded files live. Keys look like "images/<uuid>.png". */
export interface StorageDriver {
  readonly name: "local" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

/** Public URL of a stored file: always served through our own route, whatever the driver. */
export function storedFileUrl(key: string): string {
  return `/api/uploads/${key}`;
}

export function isValidKey(key: string): boolean {
  return /^[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/.test(key);
}
