import { z } from "@/lib/zod";
import { displayName } from "@/lib/email/fields";
import { blockSchema } from "./blocks";
import { slugSchema } from "./slug";
import { themeSchema } from "./themes";
import { isTimeZone } from "./time-zone";

export const MAX_BLOCKS = 50;
export const BIO_MAX = 160;

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is too long (${max} characters at most)`);

export const newPageSchema = z.object({
  slug: slugSchema,
  title: displayName(
    z
      .string()
      .trim()
      .min(1, "The title is required")
      .max(60, "The title is too long (60 characters at most)"),
    "The title",
  ),
});

/** Everything the editor saves at once. */
export const pageDraftSchema = z.object({
  title: newPageSchema.shape.title,
  displayName: displayName(optionalText("The display name", 50), "The display name"),
  bio: optionalText("The bio", BIO_MAX),
  theme: themeSchema,
  timeZone: z.string().refine(isTimeZone, { message: "Choose a time zone from the list" }),
  seoTitle: optionalText("The SEO title", 70),
  seoDescription: optionalText("The SEO description", 160),
  noindex: z.boolean(),
  published: z.boolean(),
  blocks: z.array(blockSchema).max(MAX_BLOCKS, `A page holds at most ${MAX_BLOCKS} blocks`),
});

export type PageDraft = z.infer<typeof pageDraftSchema>;

/** The editor posts its state as one JSON field; this caps and parses it before zod sees it. */
export const MAX_DRAFT_BYTES = 128 * 1024;
export const saveFormSchema = z.object({
  pageId: z.uuid(),
  draft: z
    .string()
    .max(MAX_DRAFT_BYTES, "This page is too large to save")
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "The page could not be read. Reload and try again." });
        return z.NEVER;
      }
    })
    .pipe(pageDraftSchema),
});
