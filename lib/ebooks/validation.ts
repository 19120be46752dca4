import { z } from "@/lib/zod";
import { EBOOK_STATUSES } from "@/lib/db/tables/ebooks";
import { slugify } from "@/lib/blog/slug";
import { UPLOAD_KINDS } from "@/lib/storage/file-types";
import { EBOOK_MESSAGES } from "./constants";
import { isDownloadableUrl, parsesAsUrl } from "./links";

// Text fields stay strings here (trimmed, maybe empty): SPEC §5 drops empty fields from the payload,
// which the store does, so "left empty" and "not sent" mean the same thing.
const text = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional().default("");

const optionalId = z
  .string()
  .optional()
  .transform((v) => v || undefined)
  .pipe(z.uuid().optional());

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

/** A file input left empty still sends a nameless, empty File. */
const optionalFile = z
  .instanceof(File)
  .optional()
  .transform((f) => (f && f.size > 0 ? f : undefined));

const imageRef = text(2000).refine(
  (v) => !v || v.startsWith("/api/uploads/") || /^https?:\/\/[^\s]+$/.test(v),
  "Please enter a valid image URL",
);

export const ebookFormSchema = z
  .object({
    id: optionalId,
    title: z.string().trim().min(1, EBOOK_MESSAGES.titleRequired).max(200, "Must be at most 200 characters"),
    slug: z
      .string()
      .trim()
      .max(200, "Must be at most 200 characters")
      .transform(slugify)
      .pipe(z.string().min(1, EBOOK_MESSAGES.slugRequired)),
    categoryId: z
      .string()
      .optional()
      .transform((v) => v || "")
      .pipe(z.union([z.literal(""), z.uuid("Choose a category from the list")])),
    description: z
      .string()
      .trim()
      .min(1, EBOOK_MESSAGES.descriptionRequired)
      .max(20_000, "Must be at most 20000 characters"),
    excerpt: text(1000),
    filePath: text(2000),
    file: optionalFile,
    coverImage: imageRef,
    coverFile: optionalFile,
    seoTitle: text(200),
    seoDescription: text(500),
    seoKeywords: text(500),
    status: z.enum(EBOOK_STATUSES).default("draft"),
    featured: checkbox,
    isFree: checkbox,
    price: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? Number(v) : 0))
      .pipe(
        z
          .number(EBOOK_MESSAGES.priceMin)
          .min(0, EBOOK_MESSAGES.priceMin)
          .max(1_000_000, "Price must be at most 1000000"),
      ),
    pages: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? Number(v) : undefined))
      .pipe(z.number("Pages must be a whole number").int("Pages must be a whole number").min(0).optional()),
    language: text(20),
  })
  .superRefine((value, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["filePath"], message });
    if (value.file) {
      if (value.file.size > UPLOAD_KINDS.ebook.maxBytes) issue("The file is too large: the limit is 50 MB.");
      return;
    }
    if (!value.filePath) issue(EBOOK_MESSAGES.urlRequired);
    else if (!parsesAsUrl(value.filePath)) issue(EBOOK_MESSAGES.urlInvalid);
    else if (!isDownloadableUrl(value.filePath)) issue(EBOOK_MESSAGES.urlNotDownloadable);
  });
export type EbookFormInput = z.output<typeof ebookFormSchema>;

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, "Color must be a hex value like #3B82F6")
  .transform((v) => v.toUpperCase());

export const ebookCategoryFormSchema = z.object({
  id: optionalId,
  name: z.string().trim().min(1, "Name is required").max(100, "Must be at most 100 characters"),
  slug: z
    .string()
    .trim()
    .max(100, "Must be at most 100 characters")
    .transform(slugify)
    .pipe(z.string().min(1, "Slug is required")),
  description: text(500).transform((v) => v || null),
  color: hexColor,
});
export type EbookCategoryFormInput = z.output<typeof ebookCategoryFormSchema>;

export const ebookIdSchema = z.object({ id: z.uuid() });

/** Manage Ebooks filters, read from the URL so reload and Back keep them. */
export const ebookListFiltersSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(EBOOK_STATUSES).optional().catch(undefined),
  category: z.string().trim().max(200).optional().catch(undefined),
});
export type EbookListFilters = z.output<typeof ebookListFiltersSchema>;
