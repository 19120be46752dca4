import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeUpload, storage, setStorageDriver } from "@/lib/storage";
import { checkUpload } from "@/lib/storage/file-types";
import { localDriver } from "@/lib/storage/local";
import { s3Driver } from "@/lib/storage/s3";
import type { StorageDriver } from "@/lib/storage/types";
import { startFakeS3 } from "../support/fake-s3";

// A 1x1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function pdfBytes(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return doc.save();
}

async function roundTrip(driver: StorageDriver) {
  setStorageDriver(driver);
  const stored = await storeUpload("image", new File([PNG], "photo.jpg", { type: "image/jpeg" }));
  expect(stored).toMatchObject({ ok: true, size: PNG.length });
  if (!stored.ok) return;
  // Named by what the bytes are (png), not what the browser claimed (jpg), under a generated name.
  expect(stored.key).toMatch(/^images\/[0-9a-f-]{36}\.png$/);
  expect(stored.url).toBe(`/api/uploads/${stored.key}`);
  const back = await storage().get(stored.key);
  expect(back?.contentType).toBe("image/png");
  expect(Buffer.from(back!.body).equals(PNG)).toBe(true);
  expect(await storage().stat(stored.key)).toEqual({ size: PNG.length, contentType: "image/png" });
  const slice = await new Response(await storage().read(stored.key, { start: 1, end: 3 })).arrayBuffer();
  expect(Buffer.from(slice).equals(PNG.subarray(1, 4))).toBe(true);
  expect((await storage().list()).map((f) => [f.key, f.size])).toEqual([[stored.key, PNG.length]]);
  await storage().delete(stored.key);
  expect(await storage().stat(stored.key)).toBeNull();
  expect(await storage().get(stored.key)).toBeNull();
}

describe("upload checks", () => {
  it("accept files by their bytes and refuse disguised, empty or oversized ones", async () => {
    expect(await checkUpload("image", PNG)).toMatchObject({ ok: true, extension: "png" });
    expect(await checkUpload("ebook", await pdfBytes())).toMatchObject({ ok: true, extension: "pdf" });
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    expect(await checkUpload("image", html)).toEqual({
      ok: false,
      message: "This file is not a JPG, PNG, GIF or WebP file.",
    });
    expect(await checkUpload("ebook", PNG)).toEqual({
      ok: false,
      message: "This file is not a PDF, EPUB or MOBI file.",
    });
    expect(await checkUpload("image", new Uint8Array())).toEqual({
      ok: false,
      message: "The file is empty.",
    });
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(PNG);
    expect(await checkUpload("image", huge)).toEqual({
      ok: false,
      message: "The file is too large: the limit is 5 MB.",
    });
  });
});

describe("local disk storage", () => {
  it("stores, serves and deletes a file", async () => {
    await roundTrip(localDriver(mkdtempSync(path.join(tmpdir(), "creatorkit-uploads-"))));
  });

  it("never reads outside its folder", async () => {
    const driver = localDriver(mkdtempSync(path.join(tmpdir(), "creatorkit-uploads-")));
    await expect(driver.get("../../etc/passwd")).rejects.toThrow(/invalid storage key/);
  });
});

describe("S3-compatible storage", () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    setStorageDriver(undefined);
    await s3.close();
  });

  it("stores, serves and deletes a file through the AWS SDK over HTTP", async () => {
    const driver = s3Driver({
      bucket: "media",
      endpoint: s3.endpoint,
      region: "auto",
      accessKeyId: "k",
      secretAccessKey: "s",
    });
    await roundTrip(driver);
    expect(s3.objects.size).toBe(0);
  });
});
