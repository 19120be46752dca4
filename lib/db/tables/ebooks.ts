import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  pgView,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

export const EBOOK_STATUSES = ["draft", "published", "archived"] as const;
export type EbookStatus = (typeof EBOOK_STATUSES)[number];

export const ebookCategories = pgTable("ebook_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  color: text("color").notNull().default("#3B82F6"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const ebooks = pgTable(
  "ebooks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull(),
    excerpt: text("excerpt"),
    filePath: text("file_path").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull().default(0),
    fileType: text("file_type").notNull().default("pdf"),
    coverImage: text("cover_image"),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    isFree: boolean("is_free").notNull().default(true),
    categoryId: uuid("category_id").references(() => ebookCategories.id, { onDelete: "set null" }),
    author: text("author").notNull().default("Creatorkit Team"),
    pages: integer("pages").notNull().default(0),
    language: text("language").notNull().default("en"),
    status: text("status", { enum: EBOOK_STATUSES }).notNull().default("draft"),
    featured: boolean("featured").notNull().default(false),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    seoKeywords: text("seo_keywords"),
    downloads: integer("downloads").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ebooks_status_check", sql`${t.status} in ('draft', 'published', 'archived')`),
    check("ebooks_price_check", sql`${t.price} >= 0`),
    index("ebooks_status_created_at_idx").on(t.status, t.createdAt.desc()),
    index("ebooks_featured_idx")
      .on(t.featured)
      .where(sql`${t.status} = 'published'`),
    index("ebooks_category_id_idx").on(t.categoryId),
  ],
);

export const ebookDownloads = pgTable(
  "ebook_downloads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ebookId: uuid("ebook_id")
      .notNull()
      .references(() => ebooks.id, { onDelete: "cascade" }),
    // A salted hash of the visitor's IP, never the address itself (DESIGN: privacy).
    ipHash: text("ip_hash").notNull(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ebook_downloads_visitor_idx").on(t.ebookId, t.ipHash, t.createdAt.desc()),
    index("ebook_downloads_created_at_idx").on(t.createdAt),
  ],
);

export const ebookSummary = pgView("ebook_summary").as((qb) =>
  qb
    .select({
      id: ebooks.id,
      slug: ebooks.slug,
      title: ebooks.title,
      status: ebooks.status,
      featured: ebooks.featured,
      createdAt: ebooks.createdAt,
      downloads: ebooks.downloads,
      filePath: ebooks.filePath,
      categoryName: sql<string | null>`${ebookCategories.name}`.as("category_name"),
      categoryColor: sql<string>`coalesce(${ebookCategories.color}, '#888888')`.as("category_color"),
    })
    .from(ebooks)
    .leftJoin(ebookCategories, sql`${ebooks.categoryId} = ${ebookCategories.id}`),
);

export const ebookStats = pgView("ebook_stats", {
  totalEbooks: integer("total_ebooks").notNull(),
  publishedEbooks: integer("published_ebooks").notNull(),
  featuredEbooks: integer("featured_ebooks").notNull(),
  totalDownloads: integer("total_downloads").notNull(),
  downloadsLast30Days: integer("downloads_last_30_days").notNull(),
}).as(
  sql`select
    (select count(*)::int from ebooks) as total_ebooks,
    (select count(*)::int from ebooks where status = 'published') as published_ebooks,
    (select count(*)::int from ebooks where featured and status = 'published') as featured_ebooks,
    (select coalesce(sum(downloads), 0)::int from ebooks) as total_downloads,
    (select count(*)::int from ebook_downloads where created_at > now() - interval '30 days') as downloads_last_30_days`,
);
