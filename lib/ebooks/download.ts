import { and, eq, gt, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { ebookDownloads, ebooks } from "@/lib/db/schema";
import { DOWNLOAD_COUNT_WINDOW_MINUTES } from "./constants";

export interface Downloadable {
  id: string;
  slug: string;
  filePath: string;
  fileType: string;
}

/** Only published ebooks can be downloaded. */
export async function findDownloadableEbook(slug: string): Promise<Downloadable | null> {
  const [row] = await db
    .select({ id: ebooks.id, slug: ebooks.slug, filePath: ebooks.filePath, fileType: ebooks.fileType })
    .from(ebooks)
    .where(and(eq(ebooks.slug, slug), eq(ebooks.status, "published")));
  return row ?? null;
}

export interface Visitor {
  ipHash: string;
  userAgent: string | null;
}

/**
 * Records a download and adds one to the ebook's count, unless the same visitor already downloaded it
 * within the window: then nothing is written and false comes back. Each record matches one counted
 * download, so the count and the "last 30 days" figure agree.
 */
export async function countDownload(ebookId: string, visitor: Visitor): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two simultaneous clicks from one visitor must not both see "no recent download".
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${ebookId}:${visitor.ipHash}`}))`);
    const [recent] = await tx
      .select({ id: ebookDownloads.id })
      .from(ebookDownloads)
      .where(
        and(
          eq(ebookDownloads.ebookId, ebookId),
          eq(ebookDownloads.ipHash, visitor.ipHash),
          gt(ebookDownloads.createdAt, sql`now() - ${`${DOWNLOAD_COUNT_WINDOW_MINUTES} minutes`}::interval`),
        ),
      )
      .limit(1);
    if (recent) return false;
    await tx.insert(ebookDownloads).values({
      ebookId,
      ipHash: visitor.ipHash,
      userAgent: visitor.userAgent?.slice(0, 500) ?? null,
    });
    await tx
      .update(ebooks)
      .set({ downloads: sql`${ebooks.downloads} + 1` })
      .where(eq(ebooks.id, ebookId));
    return true;
  });
}
