import "server-only";
import { inArray, isNotNull, like, or } from "drizzle-orm";
import { db } from "@/lib/db";
import { ebooks } from "@/lib/db/schema";
import { storedFileKey, storedFileUrl, UPLOADS_PREFIX } from "@/lib/storage/types";
import type { FileUsage } from "../file-usage";

/** Ebook files and covers: public while the ebook is published, admin-only otherwise. */
export async function ebookFileUsages(keys?: readonly string[]): Promise<FileUsage[]> {
  const urls = keys?.map(storedFileUrl);
  if (urls && urls.length === 0) return [];
  const rows = await db
    .select({
      id: ebooks.id,
      title: ebooks.title,
      status: ebooks.status,
      file: ebooks.filePath,
      cover: ebooks.coverImage,
    })
    .from(ebooks)
    .where(
      urls
        ? or(inArray(ebooks.filePath, urls), inArray(ebooks.coverImage, urls))
        : or(like(ebooks.filePath, `${UPLOADS_PREFIX}%`), isNotNull(ebooks.coverImage)),
    );
  const wanted = urls ? new Set(keys) : null;
  return rows.flatMap((row) =>
    [
      { url: row.file, what: "file" },
      { url: row.cover, what: "cover" },
    ].flatMap(({ url, what }) => {
      const key = storedFileKey(url);
      if (!key || (wanted && !wanted.has(key))) return [];
      return [
        {
          key,
          source: "Ebooks",
          label: `Ebook “${row.title}” (${what})`,
          href: `/admin/ebooks/edit/${row.id}`,
          visibility: row.status === "published" ? "public" : "private",
        } satisfies FileUsage,
      ];
    }),
  );
}
