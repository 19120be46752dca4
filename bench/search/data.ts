import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { categories, posts, postTags, postViewsDaily, tags } from "@/lib/db/schema";

// Synthetic blog: 10,000 posts of 150–450 words and 1,000,000 view-days. Words follow a Zipf-like
// distribution over a vocabulary of real topic words and made-up ones, so a search can hit most posts
// (the costly case: every match is ranked and counted) or a handful.

export const POST_COUNT = 10_000;
export const VIEW_DAYS = 1_000_000;
const DAYS_PER_POST = VIEW_DAYS / POST_COUNT;

/** Common words first: rank 1 appears in most posts, rank 2,000 in a few. */
export const TOPIC_WORDS = [
  "marketing",
  "content",
  "garden",
  "coffee",
  "prompt",
  "writing",
  "search",
  "email",
  "video",
  "budget",
  "travel",
  "design",
  "recipe",
  "camera",
  "startup",
  "fitness",
  "podcast",
  "newsletter",
  "branding",
  "keyword",
];
const SYLLABLES = [
  "ka",
  "lo",
  "mi",
  "ren",
  "tu",
  "sa",
  "vel",
  "do",
  "pri",
  "nor",
  "gal",
  "te",
  "bu",
  "fin",
  "ox",
];

/** A small deterministic PRNG (mulberry32), so every run builds the same blog. */
export function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function vocabulary(size: number): string[] {
  const words = [...TOPIC_WORDS];
  for (let i = 0; words.length < size; i++) {
    let n = i;
    let word = "";
    do {
      word += SYLLABLES[n % SYLLABLES.length];
      n = Math.floor(n / SYLLABLES.length);
    } while (n > 0);
    if (word.length > 3) words.push(word);
  }
  return words;
}
export const VOCABULARY = vocabulary(2_000);

function textOf(random: () => number, count: number): string {
  // Log-uniform ranks: as many words from ranks 1–10 as from 10–100 and 100–1,000.
  const pick = () =>
    VOCABULARY[Math.min(VOCABULARY.length - 1, Math.floor(VOCABULARY.length ** random()) - 1)];
  return Array.from({ length: count }, pick).join(" ");
}

function postHtml(random: () => number): string {
  const paragraphs = 3 + Math.floor(random() * 4);
  const parts = [`<h2>${textOf(random, 5)}</h2>`];
  for (let i = 0; i < paragraphs; i++) {
    parts.push(`<p>${textOf(random, 30)} <strong>${textOf(random, 3)}</strong> ${textOf(random, 40)}.</p>`);
  }
  return parts.join("");
}

async function insertPosts(random: () => number, categoryIds: number[], now: number) {
  const batch = 250;
  for (let start = 0; start < POST_COUNT; start += batch) {
    const rows = Array.from({ length: Math.min(batch, POST_COUNT - start) }, (_, i) => {
      const n = start + i;
      const roll = random();
      const status = roll < 0.8 ? "published" : roll < 0.95 ? "draft" : "scheduled";
      const created = new Date(now - (POST_COUNT - n) * 3_600_000 * 2);
      return {
        title: `${textOf(random, 3 + Math.floor(random() * 5))} ${n}`,
        slug: `bench-post-${n}`,
        content: postHtml(random),
        excerpt: random() < 0.5 ? textOf(random, 20) : null,
        status: status as "published" | "draft" | "scheduled",
        categoryId: random() < 0.9 ? categoryIds[Math.floor(random() * categoryIds.length)]! : null,
        views: Math.floor(random() * 5_000),
        createdAt: created,
        updatedAt: new Date(created.getTime() + Math.floor(random() * 86_400_000 * 30)),
        publishedAt: status === "draft" ? null : new Date(created.getTime() + 3_600_000),
        scheduledPublishAt: status === "scheduled" ? new Date(now + 86_400_000 * 365) : null,
      };
    });
    await db.insert(posts).values(rows);
  }
}

/** Fills an empty, migrated database and refreshes the planner's statistics. */
export async function generateBlog(driver: "pglite" | "postgres") {
  const random = prng(13);
  const now = Date.now();
  const cats = await db
    .insert(categories)
    .values(Array.from({ length: 8 }, (_, i) => ({ name: `Category ${i}`, slug: `category-${i}` })))
    .returning({ id: categories.id });
  const tagRows = await db
    .insert(tags)
    .values(Array.from({ length: 20 }, (_, i) => ({ name: `Tag ${i}`, slug: `tag-${i}` })))
    .returning({ id: tags.id });
  await insertPosts(
    random,
    cats.map((c) => c.id),
    now,
  );
  // Two or three tags a post, and 100 days of views a post, spread over the last year.
  await db.execute(sql`
    insert into ${postTags} (post_id, tag_id)
    select p.id, t.id from ${posts} p join ${tags} t on (p.id + t.id) % 8 = 0 or (p.id * t.id) % 13 = 0
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${postViewsDaily} (post_id, day, views)
    select p.id, current_date - ((p.id * 7 + d * 3) % 365), 1 + (p.id + d) % 40
    from ${posts} p cross join generate_series(0, ${DAYS_PER_POST - 1}) d
    on conflict do nothing`);
  await db.execute(sql.raw(driver === "postgres" ? "vacuum analyze" : "analyze"));
}
