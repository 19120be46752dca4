import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET, HEAD } from "@/app/api/ebooks/[slug]/download/route";
import { db } from "@/lib/db";
import { ebooks } from "@/lib/db/schema";
import { setStorageDriver, storage, storedFileUrl } from "@/lib/storage";
import { localDriver } from "@/lib/storage/local";
import { s3Driver } from "@/lib/storage/s3";
import type { StorageDriver } from "@/lib/storage/types";
import { truncateAll } from "../support/database";
import { insertEbook } from "../support/ebooks";
import { startFakeS3 } from "../support/fake-s3";

// A 200 KB "book" whose bytes tell where they are, so a wrong range cannot pass.
const BOOK = Buffer.from(Array.from({ length: 200_000 }, (_, i) => i % 251));
const KEY = "ebooks/0b5c2f8e-6d0a-4c3e-9b7e-2a1d4f6e8c90.pdf";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36";

async function downloadsOf(id: string) {
  const [row] = await db.select({ downloads: ebooks.downloads }).from(ebooks).where(eq(ebooks.id, id));
  return row?.downloads;
}

function fetchBook(method: "GET" | "HEAD", headers: Record<string, string> = {}) {
  const request = new Request("http://localhost/api/ebooks/field-guide/download", {
    method,
    headers: { "user-agent": BROWSER, "x-forwarded-for": "203.0.113.9", ...headers },
  });
  return (method === "GET" ? GET : HEAD)(request, { params: Promise.resolve({ slug: "field-guide" }) });
}

let s3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  setStorageDriver(undefined);
  await s3.close();
});

const drivers: [string, () => StorageDriver][] = [
  ["local disk", () => localDriver(mkdtempSync(path.join(tmpdir(), "creatorkit-downloads-")))],
  [
    "S3",
    () =>
      s3Driver({
        bucket: "media",
        endpoint: s3.endpoint,
        region: "auto",
        accessKeyId: "k",
        secretAccessKey: "s",
      }),
  ],
];

describe.each(drivers)("downloading a stored ebook from %s", (_name, makeDriver) => {
  let ebookId = "";
  beforeEach(async () => {
    await truncateAll();
    setStorageDriver(makeDriver());
    await storage().put(KEY, BOOK, "application/pdf");
    ebookId = (await insertEbook({ slug: "field-guide", status: "published", filePath: storedFileUrl(KEY) }))
      .id;
  });

  it("streams the whole file with its length and the ebook's file name, and counts it", async () => {
    const response = await fetchBook("GET");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(BOOK.length));
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="field-guide.pdf"; filename*=UTF-8''field-guide.pdf`,
    );
    expect(response.body).toBeInstanceOf(ReadableStream);
    expect(Buffer.from(await response.arrayBuffer()).equals(BOOK)).toBe(true);
    expect(await downloadsOf(ebookId)).toBe(1);
  });

  it("answers a Range with 206 and only those bytes, and an impossible one with 416", async () => {
    const response = await fetchBook("GET", { range: "bytes=1000-1999" });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 1000-1999/${BOOK.length}`);
    expect(response.headers.get("content-length")).toBe("1000");
    expect(Buffer.from(await response.arrayBuffer()).equals(BOOK.subarray(1000, 2000))).toBe(true);
    // Resuming a download is not another download.
    expect(await downloadsOf(ebookId)).toBe(0);

    const tail = await fetchBook("GET", { range: "bytes=-10", "x-forwarded-for": "203.0.113.10" });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(BOOK.subarray(BOOK.length - 10))).toBe(true);

    const beyond = await fetchBook("GET", { range: `bytes=${BOOK.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${BOOK.length}`);
  });

  it("answers HEAD with the headers and no body, and never counts it", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await fetchBook("HEAD", { "x-forwarded-for": `198.51.100.${i}` });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-length")).toBe(String(BOOK.length));
      expect(response.body).toBeNull();
    }
    expect(await downloadsOf(ebookId)).toBe(0);
  });

  it("does not count known bots or scripts", async () => {
    for (const ua of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8.5.0"]) {
      expect((await fetchBook("GET", { "user-agent": ua })).status).toBe(200);
    }
    expect(await downloadsOf(ebookId)).toBe(0);
  });
});
