import { z } from "@/lib/zod";
import { rowIdSchema } from "@/lib/row-id";
import { POST_STATUSES } from "@/lib/db/tables/blog";
import { POST_SORT_FIELDS } from "./constants";

/** A form text field: trimmed, capped, and null when left empty. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : null));

const webUrl = z.url({ protocol: /^https?$/, message: "Please enter a valid URL (http or https)" });

/** An image reference: an http(s) URL or a file we stored ourselves. */
const imageRef = z
  .string()
  .trim()
  .optional()
  .refine(
    (v) => !v || v.startsWith("/api/uploads/") || webUrl.safeParse(v).success,
    "Please enter a valid image URL",
  )
  .transform((v) => (v ? v : null));

const idList = z
  .string()
  .optional()
  .transform((v): unknown[] => (v ? v.split(",").filter(Boolean) : []))
  .pipe(z.array(rowIdSchema()).max(50, "At most 50 tags"));

export const postFormSchema = z
  .object({
    id: rowIdSchema().optional(),
    title: z.string().trim().min(1, "Title is required").max(200, "Title must be at most 200 characters"),
    slug: z.string().trim().max(200).optional().default(""),
    content: z.string().max(500_000, "Content is too long"),
    excerpt: optionalText(500),
    featuredImage: imageRef,
    status: z.enum(POST_STATUSES),
    categoryId: z
      .string()
      .optional()
      .transform((v): unknown => (v ? v : null))
      .pipe(rowIdSchema("Unknown category").nullable()),
    tagIds: idList,
    seoTitle: optionalText(200),
    seoDescription: optionalText(500),
    seoKeywords: optionalText(500),
    canonicalUrl: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || webUrl.safeParse(v).success, "Please enter a valid URL (http or https)")
      .transform((v) => (v ? v : null)),
    scheduledPublishAt: z
      .string()
      .optional()
      .transform((v) => (v ? new Date(v) : null))
      .refine((d) => d === null || !Number.isNaN(d.getTime()), "Please enter a valid date and time"),
    /** "E-mail this post to subscribers when it is published": a checkbox, "on" when ticked. */
    emailSubscribers: z
      .string()
      .optional()
      .transform((v) => v === "on"),
  })
  .refine((v) => v.status !== "scheduled" || v.scheduledPublishAt !== null, {
    message: "Choose when the post should be published",
    path: ["scheduledPublishAt"],
  });
export type PostFormInput = z.output<typeof postFormSchema>;

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, "Color must be a hex value like #3B82F6")
  .transform((v) => v.toUpperCase());

export const termFormSchema = z.object({
  id: rowIdSchema().optional(),
  name: z.string().trim().min(1, "Name is required").max(100),
  slug: z
    .string()
    .trim()
    .min(1, "Slug is required")
    .max(100)
    .regex(/^[a-z0-9-]+$/, "Use lower-case letters, digits and hyphens"),
  description: optionalText(500),
  color: hexColor,
});
export type TermFormInput = z.output<typeof termFormSchema>;

export const idsSchema = z.object({ ids: idList.pipe(z.array(z.number()).min(1, "Nothing selected")) });
export const idSchema = z.object({ id: rowIdSchema() });

/** Admin posts list filters, read from the URL so reload and Back keep them. */
export const postListFiltersSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(POST_STATUSES).optional().catch(undefined),
  category: rowIdSchema().optional().catch(undefined),
  sort: z
    .enum(
      Object.keys(POST_SORT_FIELDS) as [keyof typeof POST_SORT_FIELDS, ...(keyof typeof POST_SORT_FIELDS)[]],
    )
    .default("created_at")
    .catch("created_at"),
  dir: z.enum(["asc", "desc"]).default("desc").catch("desc"),
  page: z.coerce.number().int().min(1).default(1).catch(1),
});
export type PostListFilters = z.output<typeof postListFiltersSchema>;
