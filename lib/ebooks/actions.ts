"use server";

import { revalidatePath } from "next/cache";
import { validatedAction, type ActionState } from "@/lib/action";
import { EBOOK_CATEGORY_MESSAGES, EBOOK_MESSAGES } from "./constants";
import { deleteEbookCategory, EbookCategorySlugTakenError, saveEbookCategory } from "./category-store";
import { removeUnusedFiles } from "@/lib/files/cleanup";
import { revalidateHome } from "@/lib/home/revalidate";
import { revalidateSitemap } from "@/lib/sitemap/revalidate";
import { storeFormFiles } from "./files";
import { ebookPath } from "./paths";
import {
  buildEbookValues,
  createEbook,
  deleteEbook,
  EbookNotFoundError,
  EbookSlugTakenError,
  toggleEbookFeatured,
  toggleEbookStatus,
  updateEbook,
} from "./store";
import { ebookCategoryFormSchema, ebookFormSchema, ebookIdSchema, type EbookFormInput } from "./validation";

// Route patterns carry their route group: cached pages are tagged by the route file that rendered them.
// /ebooks is a rewrite, so its cache entry belongs to the category route (all of its pages go stale).
function revalidateListing() {
  revalidatePath("/(site)/ebooks/category/[category]", "page");
}

function revalidateEbookPages(...slugs: (string | undefined)[]) {
  revalidateHome();
  revalidateSitemap();
  revalidateListing();
  for (const slug of new Set(slugs)) if (slug) revalidatePath(ebookPath(slug));
  revalidatePath("/admin/ebooks");
}

/** What the form shows again after a failed save (React resets the form after an action). */
function formValues(input: EbookFormInput): Record<string, string> {
  return {
    ...(input.id ? { id: input.id } : {}),
    title: input.title,
    slug: input.slug,
    categoryId: input.categoryId,
    description: input.description,
    excerpt: input.excerpt,
    filePath: input.filePath,
    coverImage: input.coverImage,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    seoKeywords: input.seoKeywords,
    status: input.status,
    featured: input.featured ? "on" : "",
    isFree: input.isFree ? "on" : "",
    price: String(input.price),
    pages: input.pages === undefined ? "" : String(input.pages),
    language: input.language,
  };
}

export const saveEbook = validatedAction("admin", ebookFormSchema, async (input): Promise<ActionState> => {
  const values = formValues(input);
  const files = await storeFormFiles(input);
  if (!files.ok)
    return { ok: false, message: files.message, fieldErrors: { [files.field]: [files.message] }, values };
  const payload = buildEbookValues(input, files.stored);
  let slugs: string[];
  try {
    if (input.id) {
      const { row, previous } = await updateEbook(input.id, payload);
      slugs = [row.slug, previous.slug];
      await removeUnusedFiles([previous.filePath, previous.coverImage]);
    } else {
      slugs = [(await createEbook(payload)).slug];
    }
  } catch (error) {
    await removeUnusedFiles([files.stored.file?.url, files.stored.coverImage]);
    if (error instanceof EbookSlugTakenError) {
      const message = error.message;
      return {
        ok: false,
        message: EBOOK_MESSAGES.saveError(message),
        fieldErrors: { slug: [message] },
        values,
      };
    }
    if (error instanceof EbookNotFoundError) {
      return { ok: false, message: EBOOK_MESSAGES.connectionIssue(error.message), values };
    }
    console.error("[creatorkit] saving an ebook failed", error);
    return {
      ok: false,
      message: input.id ? EBOOK_MESSAGES.updateFailed : EBOOK_MESSAGES.createFailed,
      values,
    };
  }
  revalidateEbookPages(...slugs);
  return { ok: true, message: input.id ? EBOOK_MESSAGES.updated : EBOOK_MESSAGES.created };
});

export const toggleEbookStatusAction = validatedAction("admin", ebookIdSchema, async ({ id }) => {
  const row = await toggleEbookStatus(id);
  if (!row) return { ok: false, message: "This ebook no longer exists." };
  revalidateEbookPages(row.slug);
  return { ok: true, message: row.status === "published" ? "Ebook published" : "Ebook unpublished" };
});

export const toggleEbookFeaturedAction = validatedAction("admin", ebookIdSchema, async ({ id }) => {
  const row = await toggleEbookFeatured(id);
  if (!row) return { ok: false, message: "This ebook no longer exists." };
  revalidateEbookPages(row.slug);
  return { ok: true, message: row.featured ? "Ebook featured" : "Ebook no longer featured" };
});

export const deleteEbookAction = validatedAction("admin", ebookIdSchema, async ({ id }) => {
  const row = await deleteEbook(id);
  if (!row) return { ok: false, message: "This ebook no longer exists." };
  await removeUnusedFiles([row.filePath, row.coverImage]);
  revalidateEbookPages(row.slug);
  return { ok: true, message: "Ebook deleted" };
});

function revalidateCategoryPages() {
  revalidateHome();
  revalidateSitemap();
  revalidateListing();
  revalidatePath("/(site)/ebooks/[slug]", "page");
  revalidatePath("/admin/ebook-categories");
}

export const saveEbookCategoryAction = validatedAction("admin", ebookCategoryFormSchema, async (input) => {
  try {
    await saveEbookCategory(input);
  } catch (error) {
    const message = error instanceof EbookCategorySlugTakenError ? error.message : "Unknown error occurred";
    if (!(error instanceof EbookCategorySlugTakenError))
      console.error("[creatorkit] category save failed", error);
    return {
      ok: false,
      message: EBOOK_CATEGORY_MESSAGES.saveError(message),
      fieldErrors: error instanceof EbookCategorySlugTakenError ? { slug: [message] } : undefined,
    };
  }
  revalidateCategoryPages();
  return { ok: true, message: EBOOK_CATEGORY_MESSAGES.saved };
});

export const deleteEbookCategoryAction = validatedAction("admin", ebookIdSchema, async ({ id }) => {
  const removed = await deleteEbookCategory(id).catch((error: unknown) => {
    console.error("[creatorkit] category delete failed", error);
    return false;
  });
  if (!removed) return { ok: false, message: EBOOK_CATEGORY_MESSAGES.deleteError };
  revalidateCategoryPages();
  return { ok: true, message: EBOOK_CATEGORY_MESSAGES.deleted };
});
