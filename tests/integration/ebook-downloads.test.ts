import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/ebooks/[slug]/download/route";
import { db } from "@/lib/db";
import { ebookDownloads, ebooks } from "@/lib/db/schema";
import { countDownload, findDownloadableEbook } from "@/lib/ebooks/download";
import { hashIp } from "@/lib/request-ip";
import { truncateAll } from "../support/database";
import { insertEbook } from "../support/ebooks";

async function downloadsOf(id: string) {
  const [row] = await db.select({ downloads: ebooks.downloads }).from(ebooks).where(eq(ebooks.id, id));
  return row?.downloads;
}

// A real browser's user agent: a bare "Name/1.0" is a script to isbot, and scripts are never counted.
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

function download(slug: string, ip: string, init: { json?: boolean; userAgent?: string } = {}) {
  const headers = new Headers({ "x-forwarded-for": ip, "user-agent": init.userAgent ?? FIREFOX });
  if (init.json) headers.set("accept", "application/json");
  return GET(new Request(`http://localhost/api/ebooks/${slug}/download`, { headers }), {
    params: Promise.resolve({ slug }),
  });
}

beforeEach(truncateAll);

describe("counting downloads", () => {
  it("counts a visitor once per ebook within an hour, and other visitors and ebooks apart", async () => {
    const a = await insertEbook({ status: "published" });
    const b = await insertEbook({ status: "published" });
    const visitor = { ipHash: "visitor-1", userAgent: "UA" };
    expect(await countDownload(a.id, visitor)).toBe(true);
    expect(await countDownload(a.id, visitor)).toBe(false);
    expect(await countDownload(b.id, visitor)).toBe(true);
    expect(await countDownload(a.id, { ipHash: "visitor-2", userAgent: null })).toBe(true);
    expect(await downloadsOf(a.id)).toBe(2);
    expect(await downloadsOf(b.id)).toBe(1);
    expect(await db.$count(ebookDownloads)).toBe(3);
  });

  it("counts the same visitor again once the hour has passed", async () => {
    const a = await insertEbook({ status: "published" });
    const visitor = { ipHash: "visitor-1", userAgent: "UA" };
    await countDownload(a.id, visitor);
    await db.update(ebookDownloads).set({ createdAt: sql`now() - interval '61 minutes'` });
    expect(await countDownload(a.id, visitor)).toBe(true);
    expect(await downloadsOf(a.id)).toBe(2);
  });

  it("counts simultaneous requests from one visitor once", async () => {
    const a = await insertEbook({ status: "published" });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => countDownload(a.id, { ipHash: "same", userAgent: null })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await downloadsOf(a.id)).toBe(1);
  });

  it("finds published ebooks only", async () => {
    await insertEbook({ slug: "live", status: "published" });
    await insertEbook({ slug: "hidden", status: "draft" });
    await insertEbook({ slug: "old", status: "archived" });
    expect(await findDownloadableEbook("live")).toMatchObject({ slug: "live", fileType: "pdf" });
    expect(await findDownloadableEbook("hidden")).toBeNull();
    expect(await findDownloadableEbook("old")).toBeNull();
    expect(await findDownloadableEbook("missing")).toBeNull();
  });
});

describe("the download route", () => {
  it("records the salted IP hash and user agent, and redirects to the file", async () => {
    const ebook = await insertEbook({
      slug: "guide",
      status: "published",
      filePath: "/downloads/ebooks/guide.pdf",
    });
    const response = await download("guide", "203.0.113.5", { userAgent: FIREFOX });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/downloads/ebooks/guide.pdf");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [record] = await db.select().from(ebookDownloads);
    expect(record).toMatchObject({
      ebookId: ebook.id,
      ipHash: hashIp("203.0.113.5"),
      userAgent: FIREFOX,
    });
    expect(record?.ipHash).not.toContain("203.0.113.5");
  });

  it("answers the download button with the file's address, and still delivers a download it does not count", async () => {
    const ebook = await insertEbook({
      slug: "remote",
      status: "published",
      filePath: "https://example.com/files/remote.epub",
      fileType: "epub",
    });
    for (let i = 0; i < 2; i++) {
      const response = await download("remote", "198.51.100.1", { json: true });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        url: "https://example.com/files/remote.epub",
        fileName: "remote.epub",
      });
    }
    expect(await downloadsOf(ebook.id)).toBe(1);
    await download("remote", "198.51.100.2");
    expect(await downloadsOf(ebook.id)).toBe(2);
  });

  it("404s for unpublished and unknown ebooks without counting", async () => {
    const draft = await insertEbook({ slug: "draft", status: "draft" });
    expect((await download("draft", "192.0.2.1")).status).toBe(404);
    expect((await download("nope", "192.0.2.1")).status).toBe(404);
    expect(await downloadsOf(draft.id)).toBe(0);
    expect(await db.$count(ebookDownloads)).toBe(0);
  });
});
