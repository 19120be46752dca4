import { db } from "@/lib/db";
import { categories, ebooks, posts } from "@/lib/db/schema";

/**
 * Whether the database holds no content yet (npm start then loads the demo content). Apart from the demo
 * content itself (./run.ts), which a start with content never loads.
 */
export async function isContentEmpty(): Promise<boolean> {
  const counts = await Promise.all([db.$count(categories), db.$count(posts), db.$count(ebooks)]);
  return counts.every((n) => n === 0);
}
