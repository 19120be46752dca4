import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const POST_STATUSES = ["draft", "published", "scheduled"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable("categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  color: text("color").notNull().default("#3B82F6"),
  ...timestamps,
});

export const tags = pgTable("tags", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  color: text("color").notNull().default("#10B981"),
  ...timestamps,
});

/** The text search configuration of posts: search queries must be parsed with the same one. */
export const POST_SEARCH_CONFIG = sql.raw("'english'::regconfig");

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The text of a post's stored HTML, in SQL, with its entities left as they are. Content is sanitized on
 * save, and sanitize-html writes every "<" of text as "&lt;" and escapes every attribute, so on that HTML
 * this regular expression removes exactly the tags. Entities stay encoded: the text search parser skips
 * them as entities, whereas decoded text such as "<div>" would be skipped as a tag, word and all; search
 * snippets decode them as text (lib/blog/highlight.ts). It runs inside a generated column, which cannot
 * call our JavaScript, and for snippets, so both see the same text.
 */
export function postPlainText(content: SQLWrapper): SQL {
  return sql`regexp_replace(${content}, '<[^>]*>', ' ', 'g')`;
}

export const posts = pgTable(
  "posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    content: text("content").notNull().default(""),
    excerpt: text("excerpt"),
    featuredImage: text("featured_image"),
    status: text("status", { enum: POST_STATUSES }).notNull().default("draft"),
    author: text("author").notNull().default("Admin"),
    // A deleted category leaves its posts uncategorized rather than deleting them.
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    seoKeywords: text("seo_keywords"),
    canonicalUrl: text("canonical_url"),
    views: integer("views").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    scheduledPublishAt: timestamp("scheduled_publish_at", { withTimezone: true }),
    /** "E-mail this post to subscribers when it is published" (lib/newsletter/post-mail.ts). */
    emailSubscribers: boolean("email_subscribers").notNull().default(false),
    /** When its newsletter issue was made: once only, whatever later edits or publishing do. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    ...timestamps,
    // Generated, not written by the post store: every write path (editor, seed, SQL) keeps it right, and
    // the migration fills it for existing posts. Title weighs most, then excerpt, then content.
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`setweight(to_tsvector(${POST_SEARCH_CONFIG}, ${posts.title}), 'A')
          || setweight(to_tsvector(${POST_SEARCH_CONFIG}, coalesce(${posts.excerpt}, '')), 'B')
          || setweight(to_tsvector(${POST_SEARCH_CONFIG}, ${postPlainText(posts.content)}), 'C')`,
      ),
    // What search results are ranked by: the title and excerpt part of `search`. Small enough to stay in
    // the row, whereas ranking by `search` itself would decompress every matching post's whole vector
    // (a common word matches most posts: 200 ms at 10,000 posts, measured).
    searchRank: tsvector("search_rank")
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`setweight(to_tsvector(${POST_SEARCH_CONFIG}, ${posts.title}), 'A')
          || setweight(to_tsvector(${POST_SEARCH_CONFIG}, coalesce(${posts.excerpt}, '')), 'B')`,
      ),
  },
  (t) => [
    check("posts_status_check", sql`${t.status} in ('draft', 'published', 'scheduled')`),
    check("posts_views_check", sql`${t.views} >= 0`),
    index("posts_status_published_at_idx").on(t.status, t.publishedAt.desc()),
    index("posts_scheduled_publish_at_idx")
      .on(t.scheduledPublishAt)
      .where(sql`${t.status} = 'scheduled'`),
    index("posts_category_id_idx").on(t.categoryId),
    // Covering indexes for the stat tiles and dashboard counts, which would otherwise read every wide row.
    index("posts_status_views_idx").on(t.status, t.views),
    index("posts_search_idx").using("gin", t.search),
    // One per sort of the admin posts list, with the id that breaks ties in the same direction, so
    // either direction is one index scan (forwards or backwards). Published dates put never-published
    // posts last both ways, which a backwards scan cannot do: descending has its own index.
    index("posts_created_at_id_idx").on(t.createdAt, t.id),
    index("posts_updated_at_id_idx").on(t.updatedAt, t.id),
    index("posts_published_at_id_idx").on(t.publishedAt, t.id),
    index("posts_published_at_desc_id_idx").on(t.publishedAt.desc().nullsLast(), t.id.desc()),
    index("posts_views_id_idx").on(t.views, t.id),
    index("posts_title_id_idx").on(t.title, t.id),
  ],
);

export const postTags = pgTable(
  "post_tags",
  {
    // A deleted post (or tag) takes its links with it.
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index("post_tags_tag_id_idx").on(t.tagId)],
);

/** Old slugs of renamed posts, so their URLs keep working as permanent redirects. */
export const postSlugRedirects = pgTable("post_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  postId: integer("post_id")
    .notNull()
    .references(() => posts.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who already counted as a view today: one view per visitor (hashed) per post per day. */
export const postViewVisitors = pgTable(
  "post_view_visitors",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    visitorHash: text("visitor_hash").notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.visitorHash, t.day] }),
    index("post_view_visitors_day_idx").on(t.day),
  ],
);

/** Views per post per day, for the dashboard chart. */
export const postViewsDaily = pgTable(
  "post_views_daily",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.day] }),
    // Covers the dashboard's views-per-day sum (an index-only scan of the days asked for).
    index("post_views_daily_day_views_idx").on(t.day, t.views),
  ],
);
