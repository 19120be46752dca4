import { eq, inArray, isNull } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db";
import { ebooks, plagiarismFingerprints, plagiarismSources, posts } from "@/lib/db/schema";
import { INDEXED } from "./check-types";
import { fingerprints } from "./fingerprint";

// Keeps the fingerprints of the site's posts and ebook descriptions current. The post and ebook stores call
// this inside the transaction that saves them, so a text and its fingerprints never disagree.

type Executor = Database | Transaction;

async function writeSource(
  tx: Executor,
  owner: { postId: number } | { ebookId: string },
  text: string,
): Promise<void> {
  const target = "postId" in owner ? plagiarismSources.postId : plagiarismSources.ebookId;
  const [source] = await tx
    .insert(plagiarismSources)
    .values({ ...owner, text })
    .onConflictDoUpdate({ target, set: { text, indexedAt: new Date() } })
    .returning({ id: plagiarismSources.id });
  const sourceId = source!.id;
  await tx.delete(plagiarismFingerprints).where(eq(plagiarismFingerprints.sourceId, sourceId));
  const rows = INDEXED.flatMap(({ k, w }) =>
    fingerprints(text, k, w).map((f) => ({ sourceId, shingleWords: k, hash: f.hash, position: f.position })),
  );
  for (let i = 0; i < rows.length; i += 5000)
    await tx.insert(plagiarismFingerprints).values(rows.slice(i, i + 5000));
}

/** (Re)fingerprints the given posts and ebooks from their stored text. */
export async function indexSources(
  tx: Executor,
  ids: { postIds?: number[]; ebookIds?: string[] },
): Promise<void> {
  const postRows = ids.postIds?.length
    ? await tx
        .select({ id: posts.id, content: posts.content })
        .from(posts)
        .where(inArray(posts.id, ids.postIds))
    : [];
  const ebookRows = ids.ebookIds?.length
    ? await tx
        .select({ id: ebooks.id, description: ebooks.description })
        .from(ebooks)
        .where(inArray(ebooks.id, ids.ebookIds))
    : [];
  if (postRows.length === 0 && ebookRows.length === 0) return;
  // The HTML parser (linkedom, a few MB) is loaded only when there is something to index: npm start asks
  // at every start, and there seldom is.
  const { htmlToText } = await import("@/lib/html-text");
  for (const post of postRows) await writeSource(tx, { postId: post.id }, htmlToText(post.content ?? ""));
  for (const ebook of ebookRows) await writeSource(tx, { ebookId: ebook.id }, ebook.description ?? "");
}

/**
 * Posts and ebooks that have no fingerprints yet: content saved before the checker existed. Run after the
 * migrations (npm start, npm run db:migrate); a no-op lookup once everything is indexed.
 */
export async function indexMissingSources(tx: Executor): Promise<{ posts: number; ebooks: number }> {
  const postIds = (
    await tx
      .select({ id: posts.id })
      .from(posts)
      .leftJoin(plagiarismSources, eq(plagiarismSources.postId, posts.id))
      .where(isNull(plagiarismSources.id))
  ).map((r) => r.id);
  const ebookIds = (
    await tx
      .select({ id: ebooks.id })
      .from(ebooks)
      .leftJoin(plagiarismSources, eq(plagiarismSources.ebookId, ebooks.id))
      .where(isNull(plagiarismSources.id))
  ).map((r) => r.id);
  await indexSources(tx, { postIds, ebookIds });
  return { posts: postIds.length, ebooks: ebookIds.length };
}
