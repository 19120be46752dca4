import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_ALLOWED } from "@/lib/action";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { getAuth } from "@/lib/auth/auth";
import { deletePosts } from "@/lib/blog/post-store";
import { db } from "@/lib/db";
import { bioPages, ebooks, posts } from "@/lib/db/schema";
import { fileAccess } from "@/lib/files/references";
import { listStoredFiles } from "@/lib/files/queries";
import { setStorageDriver, storage, storedFileUrl } from "@/lib/storage";
import { localDriver } from "@/lib/storage/local";
import { truncateAll } from "../support/database";
import { makeUser } from "../support/biolinks";
import { insertEbook } from "../support/ebooks";

// Next's request context is stood in for by a real sign-in's cookie; everything else runs for real.
const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    toString: () => request.cookie,
    get: () => undefined,
    getAll: () => [],
    set: () => {},
  }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const { deleteOrphanFileAction } = await import("@/lib/files/actions");
const { deleteEbookAction } = await import("@/lib/ebooks/actions");
const { GET: getUpload } = await import("@/app/api/uploads/[...key]/route");

const key = (n: number, ext = "png") =>
  `${ext === "pdf" ? "ebooks" : "images"}/00000000-0000-4000-8000-${String(n).padStart(12, "0")}.${ext}`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

async function put(...keys: string[]) {
  for (const k of keys) await storage().put(k, PNG, "image/png");
}
async function exists(k: string) {
  return (await storage().stat(k)) !== null;
}
async function insertPost(values: Partial<typeof posts.$inferInsert>) {
  const [row] = await db
    .insert(posts)
    .values({ title: "A post", slug: `post-${Math.random().toString(36).slice(2)}`, ...values })
    .returning();
  return row!;
}
async function signInAdmin() {
  const { headers } = await getAuth().api.signInUsername({
    body: { username: "admin", password: process.env.ADMIN_PASSWORD! },
    headers: new Headers({ "x-forwarded-for": "203.0.113.1" }),
    returnHeaders: true,
  });
  request.cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

beforeEach(async () => {
  await truncateAll();
  await ensureAdminAccount();
  request.cookie = "";
  setStorageDriver(localDriver(mkdtempSync(path.join(tmpdir(), "creatorkit-files-"))));
});

describe("cleaning up stored files", () => {
  it("deleting a post removes its featured and inline images unless another post still uses them", async () => {
    await put(key(1), key(2), key(3));
    const doomed = await insertPost({
      featuredImage: storedFileUrl(key(1)),
      content: `<p>x</p><img src="${storedFileUrl(key(2))}"><img src="${storedFileUrl(key(3))}">`,
    });
    await insertPost({ content: `<img src="${storedFileUrl(key(3))}">` });
    await deletePosts([doomed.id]);
    expect([await exists(key(1)), await exists(key(2)), await exists(key(3))]).toEqual([false, false, true]);
  });

  it("deleting an ebook removes its file and cover", async () => {
    await signInAdmin();
    await put(key(4, "pdf"), key(5));
    const ebook = await insertEbook({
      filePath: storedFileUrl(key(4, "pdf")),
      coverImage: storedFileUrl(key(5)),
    });
    expect(await deleteEbookAction(null, form({ id: ebook.id }))).toMatchObject({ ok: true });
    expect([await exists(key(4, "pdf")), await exists(key(5))]).toEqual([false, false]);
  });
});

describe("the Files screen", () => {
  it("lists every stored file with what uses it, orphans first", async () => {
    await put(key(6), key(7), key(8, "pdf"));
    await insertPost({ title: "Launch day", status: "published", featuredImage: storedFileUrl(key(6)) });
    await insertEbook({ title: "Field guide", status: "draft", filePath: storedFileUrl(key(8, "pdf")) });
    const files = await listStoredFiles();
    expect(files).toHaveLength(3);
    expect(files[0]?.key).toBe(key(7));
    expect(files.find((f) => f.key === key(6))?.usages).toMatchObject([
      { label: "Post “Launch day”", visibility: "public" },
    ]);
    expect(files.find((f) => f.key === key(8, "pdf"))?.usages).toMatchObject([
      { label: "Ebook “Field guide” (file)", visibility: "private" },
    ]);
  });

  it("counts a link-in-bio page's avatar as a use, so it is never an orphan", async () => {
    await put(key(11));
    const owner = await makeUser("avatar-owner@example.com");
    await db.insert(bioPages).values({
      userId: owner.id,
      slug: "avatar-owner",
      title: "Avatar owner",
      avatarKey: key(11),
      theme: { name: "light" },
    });
    const files = await listStoredFiles();
    expect(files.find((f) => f.key === key(11))?.usages).toMatchObject([
      { source: "Bio pages", label: "Avatar of /l/avatar-owner" },
    ]);
    await signInAdmin();
    expect(await deleteOrphanFileAction(null, form({ key: key(11) }))).toMatchObject({ ok: false });
    expect(await exists(key(11))).toBe(true);
  });

  it("deletes an orphan for an admin only, and never a file in use", async () => {
    await put(key(9), key(10));
    await insertPost({ featuredImage: storedFileUrl(key(10)) });
    expect(await deleteOrphanFileAction(null, form({ key: key(9) }))).toEqual({
      ok: false,
      message: NOT_ALLOWED,
    });
    expect(await exists(key(9))).toBe(true);
    await signInAdmin();
    expect(await deleteOrphanFileAction(null, form({ key: key(9) }))).toEqual({
      ok: true,
      message: "File deleted",
    });
    expect(await exists(key(9))).toBe(false);
    expect(await deleteOrphanFileAction(null, form({ key: key(10) }))).toMatchObject({
      ok: false,
      message: expect.stringContaining("still used by Post “A post”"),
    });
    expect(await exists(key(10))).toBe(true);
    expect(await deleteOrphanFileAction(null, form({ key: "../../etc/passwd" }))).toMatchObject({
      ok: false,
    });
  });
});

describe("who may fetch a stored file", () => {
  const fetchUpload = (k: string) =>
    getUpload(new Request(`http://localhost/api/uploads/${k}`), {
      params: Promise.resolve({ key: k.split("/") }),
    });

  it("serves an unpublished ebook's file to admins only, and never lets shared caches keep it", async () => {
    await put(key(11, "pdf"), key(12));
    const ebook = await insertEbook({ status: "draft", filePath: storedFileUrl(key(11, "pdf")) });
    await insertPost({ status: "published", featuredImage: storedFileUrl(key(12)) });
    expect(await fileAccess(key(11, "pdf"))).toEqual({ access: "admin", cacheable: false });
    expect((await fetchUpload(key(11, "pdf"))).status).toBe(404);
    await signInAdmin();
    const asAdmin = await fetchUpload(key(11, "pdf"));
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("cache-control")).toBe("private, no-cache");
    request.cookie = "";

    const image = await fetchUpload(key(12));
    expect(image.status).toBe(200);
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    await db.update(ebooks).set({ status: "published" }).where(eq(ebooks.id, ebook.id));
    expect((await fetchUpload(key(11, "pdf"))).status).toBe(200);
  });
});
