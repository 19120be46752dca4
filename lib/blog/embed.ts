import { asc, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db";
import { postTags, tags } from "@/lib/db/schema";

export interface TermRef {
  id: number;
  name: string;
  slug: string;
  color: string;
}

/** Tags of many posts in one query (SPEC: listings embed tags with id, name, slug, color). */
export async function tagsByPost(postIds: number[]): Promise<Map<number, TermRef[]>> {
  const byPost = new Map<number, TermRef[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: postTags.postId, id: tags.id, name: tags.name, slug: tags.slug, color: tags.color })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(inArray(postTags.postId, postIds))
    .orderBy(asc(tags.name));
  for (const { postId, ...tag } of rows) byPost.get(postId)?.push(tag);
  return byPost;
}
