import "server-only";
import { like, or, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { posts } from "@/lib/db/schema";
import { storedFileKey, storedFileUrlsIn, UPLOADS_PREFIX } from "@/lib/storage/types";
import type { FileUsage } from "../file-usage";

function keysOf(featuredImage: string | null, content: string): Set<string> {
  const urls = [featuredImage, ...storedFileUrlsIn(content)];
  return new Set(urls.map(storedFileKey).filter((key): key is string => key !== null));
}

/** Featured images and images inside a post's body. */
export async function postFileUsages(keys?: readonly string[]): Promise<FileUsage[]> {
  if (keys && keys.length === 0) return [];
  const patterns = keys ?? [""];
  const matches = (key: string): SQL[] => [
    like(posts.featuredImage, `%${UPLOADS_PREFIX}${key}%`),
    like(posts.content, `%${UPLOADS_PREFIX}${key}%`),
  ];
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      status: posts.status,
      featuredImage: posts.featuredImage,
      content: posts.content,
    })
    .from(posts)
    .where(or(...patterns.flatMap(matches)));
  const wanted = keys ? new Set(keys) : null;
  return rows.flatMap((row) =>
    [...keysOf(row.featuredImage, row.content)]
      .filter((key) => !wanted || wanted.has(key))
      .map((key) => ({
        key,
        source: "Posts",
        label: `Post “${row.title}”`,
        href: `/admin/posts/edit/${row.id}`,
        visibility: row.status === "published" ? ("public" as const) : ("draft" as const),
      })),
  );
}
