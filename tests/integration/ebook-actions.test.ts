import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { PDFDocument } from "@cantoo/pdf-lib";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_ALLOWED } from "@/lib/action";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { getAuth } from "@/lib/auth/auth";
import { db } from "@/lib/db";
import { ebookCategories, ebooks } from "@/lib/db/schema";
import { setStorageDriver, storage } from "@/lib/storage";
import { localDriver } from "@/lib/storage/local";
import { truncateAll } from "../support/database";
import { insertEbook } from "../support/ebooks";

// The actions run for real (session check, zod, database, storage); only Next's request context is
// stood in for: the cookie of a real sign-in, and a record of the paths they revalidate.
const request = vi.hoisted(() => ({ cookie: "", revalidated: [] as string[] }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    toString: () => request.cookie,
    get: () => undefined,
    getAll: () => [],
    set: () => {},
  }),
}));
vi.mock("next/cache", () => ({
  revalidatePath: (path: string) => request.revalidated.push(path),
}));

const {
  deleteEbookAction,
  deleteEbookCategoryAction,
  saveEbook,
  saveEbookCategoryAction,
  toggleEbookFeaturedAction,
  toggleEbookStatusAction,
} = await import("@/lib/ebooks/actions");

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

function formData(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const ebookFields = {
  title: "  Launch Checklist  ",
  slug: "launch-checklist",
  description: "Everything to check before you launch.",
  filePath: "https://www.dropbox.com/s/abc/launch.pdf?dl=0",
  status: "published",
  isFree: "on",
  file: new File([], ""),
  coverFile: new File([], ""),
};

beforeEach(async () => {
  await truncateAll();
  await ensureAdminAccount();
  request.cookie = "";
  request.revalidated = [];
  setStorageDriver(localDriver(mkdtempSync(path.join(tmpdir(), "creatorkit-ebooks-"))));
});

describe("ebook actions", () => {
  it("refuse visitors without an admin session", async () => {
    const result = await saveEbook(null, formData(ebookFields));
    expect(result).toEqual({ ok: false, message: NOT_ALLOWED });
    expect(await db.$count(ebooks)).toBe(0);
  });

  it("return SPEC's messages per field and the submitted values", async () => {
    await signInAdmin();
    const result = await saveEbook(
      null,
      formData({ ...ebookFields, title: "", description: "", filePath: "nope" }),
    );
    expect(result).toMatchObject({
      ok: false,
      message: "Title is required",
      fieldErrors: {
        title: ["Title is required"],
        description: ["Description is required"],
        filePath: ["Please enter a valid URL"],
      },
      values: { slug: "launch-checklist", filePath: "nope" },
    });
  });

  it("create an ebook from a share link, then update it, revalidating its pages", async () => {
    await signInAdmin();
    expect(await saveEbook(null, formData(ebookFields))).toEqual({
      ok: true,
      message: "Ebook created successfully! Redirecting...",
    });
    const [created] = await db.select().from(ebooks);
    expect(created).toMatchObject({
      title: "Launch Checklist",
      filePath: "https://www.dropbox.com/s/abc/launch.pdf?dl=1",
      fileType: "pdf",
      fileSize: 0,
      seoTitle: "Launch Checklist",
    });
    expect(request.revalidated).toEqual(
      expect.arrayContaining([
        "/(site)/home/[view]",
        "/sitemaps",
        "/(site)/ebooks/category/[category]",
        "/ebooks/launch-checklist",
        "/admin/ebooks",
      ]),
    );

    request.revalidated = [];
    const updated = await saveEbook(null, formData({ ...ebookFields, id: created!.id, slug: "launch-list" }));
    expect(updated).toMatchObject({ ok: true, message: "Ebook updated successfully! Redirecting..." });
    expect(request.revalidated).toEqual(
      expect.arrayContaining(["/ebooks/launch-list", "/ebooks/launch-checklist"]),
    );
  });

  it("report a taken slug on the field and in SPEC's banner, and a vanished ebook as a connection issue", async () => {
    await signInAdmin();
    await insertEbook({ slug: "launch-checklist" });
    const taken = await saveEbook(null, formData(ebookFields));
    expect(taken).toMatchObject({
      ok: false,
      message: 'Error saving ebook: An ebook with the slug "launch-checklist" already exists',
      fieldErrors: { slug: ['An ebook with the slug "launch-checklist" already exists'] },
    });
    const gone = await saveEbook(
      null,
      formData({ ...ebookFields, slug: "other", id: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(gone).toMatchObject({
      ok: false,
      message: "Database connection issue: Ebook 00000000-0000-4000-8000-000000000000 not found",
    });
  });

  it("store an uploaded PDF and cover, and refuse a file that is not an ebook", async () => {
    await signInAdmin();
    const doc = await PDFDocument.create();
    doc.addPage();
    const pdf = new File([Buffer.from(await doc.save())], "book.pdf", { type: "application/pdf" });
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const result = await saveEbook(
      null,
      formData({ ...ebookFields, filePath: "", file: pdf, coverFile: new File([png], "cover.png") }),
    );
    expect(result).toMatchObject({ ok: true });
    const [row] = await db.select().from(ebooks);
    expect(row?.filePath).toMatch(/^\/api\/uploads\/ebooks\/[0-9a-f-]{36}\.pdf$/);
    expect(row?.fileSize).toBe(pdf.size);
    expect(row?.coverImage).toMatch(/^\/api\/uploads\/images\/[0-9a-f-]{36}\.png$/);
    const stored = await storage().get(row!.filePath.replace("/api/uploads/", ""));
    expect(stored?.contentType).toBe("application/pdf");

    const fake = new File(["<html>not a pdf</html>"], "book.pdf", { type: "application/pdf" });
    const refused = await saveEbook(
      null,
      formData({ ...ebookFields, slug: "fake", filePath: "", file: fake }),
    );
    expect(refused).toMatchObject({
      ok: false,
      message: "This file is not a PDF, EPUB or MOBI file.",
      fieldErrors: { file: ["This file is not a PDF, EPUB or MOBI file."] },
    });

    // Deleting the ebook deletes the files it owned.
    expect(await deleteEbookAction(null, formData({ id: row!.id }))).toMatchObject({ ok: true });
    expect(await storage().get(row!.filePath.replace("/api/uploads/", ""))).toBeNull();
  });

  it("toggle publish and featured", async () => {
    await signInAdmin();
    const ebook = await insertEbook({ status: "published" });
    expect(await toggleEbookStatusAction(null, formData({ id: ebook.id }))).toEqual({
      ok: true,
      message: "Ebook unpublished",
    });
    expect(await toggleEbookFeaturedAction(null, formData({ id: ebook.id }))).toEqual({
      ok: true,
      message: "Ebook featured",
    });
    const [row] = await db.select().from(ebooks).where(eq(ebooks.id, ebook.id));
    expect(row).toMatchObject({ status: "draft", featured: true });
  });
});

describe("ebook category actions", () => {
  it("save and delete, with SPEC's messages on failure", async () => {
    expect(await saveEbookCategoryAction(null, formData({ name: "X", slug: "x", color: "#10B981" }))).toEqual(
      {
        ok: false,
        message: NOT_ALLOWED,
      },
    );
    await signInAdmin();
    const fields = { name: "Growth", slug: "growth", color: "#10B981", description: "" };
    expect(await saveEbookCategoryAction(null, formData(fields))).toMatchObject({ ok: true });
    expect(await saveEbookCategoryAction(null, formData(fields))).toMatchObject({
      ok: false,
      message: 'Error saving category: A category with the slug "growth" already exists',
    });
    const [category] = await db.select().from(ebookCategories);
    expect(await deleteEbookCategoryAction(null, formData({ id: category!.id }))).toMatchObject({ ok: true });
    expect(await deleteEbookCategoryAction(null, formData({ id: category!.id }))).toEqual({
      ok: false,
      message: "Error deleting category",
    });
  });
});
