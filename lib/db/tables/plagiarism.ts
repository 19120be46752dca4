import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { posts } from "./blog";
import { ebooks } from "./ebooks";

/**
 * The site's own texts the plagiarism checker compares against: one row per post or ebook, holding the
 * plain text it was fingerprinted from (for aligning matches to exact spans). Deleting the post or ebook
 * deletes its row and fingerprints; whether it is public is read from the post or ebook at check time.
 */
export const plagiarismSources = pgTable(
  "plagiarism_sources",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .unique()
      .references(() => posts.id, { onDelete: "cascade" }),
    ebookId: uuid("ebook_id")
      .unique()
      .references(() => ebooks.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    indexedAt: timestamp("indexed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("plagiarism_sources_one_owner", sql`(${t.postId} is null) <> (${t.ebookId} is null)`)],
);

/** Winnowed shingle fingerprints of each source, one set per shingle size the check types use. */
export const plagiarismFingerprints = pgTable(
  "plagiarism_fingerprints",
  {
    sourceId: integer("source_id")
      .notNull()
      .references(() => plagiarismSources.id, { onDelete: "cascade" }),
    shingleWords: smallint("shingle_words").notNull(),
    hash: integer("hash").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceId, t.shingleWords, t.position] }),
    index("plagiarism_fingerprints_lookup_idx").on(t.shingleWords, t.hash),
  ],
);
