import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { categories, posts, postTags, postViewsDaily, tags } from "@/lib/db/schema";

// Synthetic blog: 10,000 posts of about 300 words and 1,000,000 view-days. Each post is about one or two
// of 20 topics (so a topic word matches about a tenth of the posts), written in made-up filler words
// whose frequencies follow Zipf's law the way English content words do once stop words are gone: the
// commonest filler word is in about 70% of the posts (the costly search: every match is ranked and
// counted), the rarest in a handful.

export const POST_COUNT = 10_000;
export const VIEW_DAYS = 1_000_000;
const DAYS_PER_POST = VIEW_DAYS / POST_COUNT;

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

/** Made-up filler words, commonest first. */
function vocabulary(size: number): string[] {
  const words: string[] = [];
  for (let i = 0; words.length < size; i++) {
    let n = i;
    let word = "";
    do {
      word += SYLLABLES[n % SYLLABLES.length];
      n = Math.floor(n / SYLLABLES.length);
    } while (n > 0);
    if (word.length > 4) words.push(word);
  }
  return words;
}
export const VOCABULARY = vocabulary(5_000);

// Zipf's law from rank 50 on (ranks 1–49 being the stop words the search ignores anyway).
const ZIPF_OFFSET = 50;
const zipfTotal = Math.log((VOCABULARY.length + ZIPF_OFFSET) / ZIPF_OFFSET);

function textOf(random: () => number, count: number, topics: string[]): string {
  const pick = () => {
    if (random() < 0.02) return topics[Math.floor(random() * topics.length)]!;
    const rank = Math.floor(ZIPF_OFFSET * Math.exp(random() * zipfTotal)) - ZIPF_OFFSET;
    return VOCABULARY[Math.min(VOCABULARY.length - 1, rank)]!;
  };
  return Array.from({ length: count }, pick).join(" ");
}

function postHtml(random: () => number, topics: string[]): string {
  const paragraphs = 3 + Math.floor(random() * 4);
  const parts = [`<h2>${textOf(random, 5, topics)}</h2>`];
  for (let i = 0; i < paragraphs; i++) {
    const [a, b, c] = [textOf(random, 30, topics), textOf(random, 3, topics), textOf(random, 40, topics)];
    parts.push(`<p>${a} <strong>${b}</strong> ${c}.</p>`);
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
      const topics = [TOPIC_WORDS[Math.floor(random() * 20)]!];
      if (random() < 0.3) topics.push(TOPIC_WORDS[Math.floor(random() * 20)]!);
      const title = textOf(random, 2 + Math.floor(random() * 4), topics);
      return {
        title: `${random() < 0.6 ? `${topics[0]} ` : ""}${title} ${n}`,
        slug: `bench-post-${n}`,
        content: postHtml(random, topics),
        excerpt: random() < 0.5 ? textOf(random, 20, topics) : null,
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
  await db
    .insert(tags)
    .values(Array.from({ length: 20 }, (_, i) => ({ name: `Tag ${i}`, slug: `tag-${i}` })));
  await insertPosts(
    random,
    cats.map((c) => c.id),
    now,
  );
  // A few tags a post, and 100 days of views a post, spread over the last year.
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
