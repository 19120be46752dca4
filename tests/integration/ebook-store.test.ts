import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ebookDownloads, ebooks } from "@/lib/db/schema";
import {
  deleteEbookCategory,
  saveEbookCategory,
  EbookCategorySlugTakenError,
} from "@/lib/ebooks/category-store";
import {
  buildEbookValues,
  createEbook,
  deleteEbook,
  EbookNotFoundError,
  EbookSlugTakenError,
  toggleEbookFeatured,
  toggleEbookStatus,
  updateEbook,
} from "@/lib/ebooks/store";
import { ebookCategoryFormSchema, ebookFormSchema } from "@/lib/ebooks/validation";
import { truncateAll } from "../support/database";
import { insertEbook, insertEbookCategory } from "../support/ebooks";

const form = (input: Record<string, unknown>) =>
  ebookFormSchema.parse({
    title: "Creator Guide",
    slug: "creator-guide",
    description: "How to plan, write and grow.",
    filePath: "https://example.com/guide.pdf",
    isFree: "on",
    ...input,
  });

beforeEach(truncateAll);

describe("creating and updating ebooks", () => {
  it("creates with SPEC defaults for every field left out", async () => {
    const row = await createEbook(
      buildEbookValues(form({ filePath: "https://drive.google.com/file/d/ID9/view" })),
    );
    expect(row).toMatchObject({
      title: "Creator Guide",
      slug: "creator-guide",
      filePath: "https://drive.google.com/uc?export=download&id=ID9",
      fileSize: 0,
      fileType: "pdf",
      price: 0,
      isFree: true,
      status: "draft",
      featured: false,
      language: "en",
      pages: 0,
      author: "Creatorkit Team",
      seoTitle: "Creator Guide",
      seoDescription: "How to plan, write and grow.",
      excerpt: null,
      categoryId: null,
      downloads: 0,
    });
  });

  it("updates only what the payload carries: empty fields are dropped, so they keep their value", async () => {
    const category = await insertEbookCategory("Guides", "guides");
    const created = await createEbook(
      buildEbookValues(form({ excerpt: "Short", categoryId: category.id, isFree: "", price: "12.5" })),
    );
    const { row, previous } = await updateEbook(
      created.id,
      buildEbookValues(
        form({
          title: "Creator Guide 2",
          slug: "creator-guide-2",
          excerpt: "",
          status: "published",
          isFree: "on",
        }),
      ),
    );
    expect(previous.slug).toBe("creator-guide");
    expect(row).toMatchObject({
      title: "Creator Guide 2",
      slug: "creator-guide-2",
      excerpt: "Short",
      categoryId: category.id,
      status: "published",
      isFree: true,
      price: 0,
      seoTitle: "Creator Guide 2",
    });
  });

  it("refuses a slug another ebook has, and an update of an ebook that is gone", async () => {
    await insertEbook({ slug: "taken" });
    await expect(createEbook(buildEbookValues(form({ slug: "taken" })))).rejects.toBeInstanceOf(
      EbookSlugTakenError,
    );
    await expect(
      updateEbook("00000000-0000-4000-8000-000000000000", buildEbookValues(form({}))),
    ).rejects.toBeInstanceOf(EbookNotFoundError);
  });

  it("refuses a negative price in the database too", async () => {
    await expect(insertEbook({ price: -1, isFree: false })).rejects.toThrow();
  });
});

describe("list toggles and delete", () => {
  it("publish/unpublish: published becomes draft, draft and archived become published (SPEC §4)", async () => {
    const draft = await insertEbook({ status: "draft" });
    const archived = await insertEbook({ status: "archived" });
    expect(await toggleEbookStatus(draft.id)).toEqual({ slug: draft.slug, status: "published" });
    expect(await toggleEbookStatus(draft.id)).toEqual({ slug: draft.slug, status: "draft" });
    expect(await toggleEbookStatus(archived.id)).toMatchObject({ status: "published" });
    expect(await toggleEbookStatus("00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("featured switches on and off", async () => {
    const ebook = await insertEbook();
    expect(await toggleEbookFeatured(ebook.id)).toMatchObject({ featured: true });
    expect(await toggleEbookFeatured(ebook.id)).toMatchObject({ featured: false });
  });

  it("delete removes the ebook and its download records", async () => {
    const ebook = await insertEbook({ filePath: "/api/uploads/ebooks/x.pdf" });
    await db.insert(ebookDownloads).values({ ebookId: ebook.id, ipHash: "h" });
    expect(await deleteEbook(ebook.id)).toMatchObject({
      slug: ebook.slug,
      filePath: "/api/uploads/ebooks/x.pdf",
    });
    expect(await db.$count(ebooks)).toBe(0);
    expect(await db.$count(ebookDownloads)).toBe(0);
    expect(await deleteEbook(ebook.id)).toBeNull();
  });
});

describe("ebook categories", () => {
  it("creates, updates, refuses a taken slug, and deleting leaves its ebooks uncategorized", async () => {
    const created = await saveEbookCategory(
      ebookCategoryFormSchema.parse({ name: "AI Tools", slug: "ai-tools", color: "#3b82f6" }),
    );
    expect(created).toMatchObject({
      name: "AI Tools",
      slug: "ai-tools",
      color: "#3B82F6",
      description: null,
    });
    const updated = await saveEbookCategory(
      ebookCategoryFormSchema.parse({
        id: created.id,
        name: "AI",
        slug: "ai",
        description: "Prompts",
        color: "#10B981",
      }),
    );
    expect(updated).toMatchObject({ id: created.id, name: "AI", slug: "ai", description: "Prompts" });
    await insertEbookCategory("Other", "other");
    await expect(
      saveEbookCategory(ebookCategoryFormSchema.parse({ name: "X", slug: "other", color: "#10B981" })),
    ).rejects.toBeInstanceOf(EbookCategorySlugTakenError);

    const ebook = await insertEbook({ categoryId: created.id });
    expect(await deleteEbookCategory(created.id)).toBe(true);
    const [after] = await db
      .select({ categoryId: ebooks.categoryId })
      .from(ebooks)
      .where(eq(ebooks.id, ebook.id));
    expect(after?.categoryId).toBeNull();
    expect(await deleteEbookCategory(created.id)).toBe(false);
  });
});
