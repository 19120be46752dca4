import { and, eq, isNull } from "drizzle-orm";
import { postPath } from "@/lib/blog/paths";
import { isPublished } from "@/lib/blog/public-filters";
import { sanitizePostHtml } from "@/lib/blog/sanitize";
import { db } from "@/lib/db";
import { posts } from "@/lib/db/schema";
import { escapeHtml } from "@/lib/email/templates";
import { absoluteImageUrl, absoluteUrl } from "@/lib/site-url";
import { freeSlug, insertIssue } from "./issue-store";

// "E-mail this post to subscribers when it is published" (Ghost's email-a-post, Mailchimp's RSS-to-email):
// each run of the send queue (deliver.ts, every minute and at start) turns every post that is live and
// asked for it into an issue of the site's list, due now. The post's emailed_at is claimed in the same
// transaction that writes the issue, so two instances, a retry or a restart make one issue; later edits,
// re-publishing or ticking the box again make none.

export interface PostForIssue {
  title: string;
  slug: string;
  excerpt: string | null;
  featuredImage: string | null;
}

/** An issue's body for a post: its image, title and excerpt, and the link to read it on the site. */
export function postIssueHtml(post: PostForIssue): string {
  const image = post.featuredImage
    ? `<p><img src="${escapeHtml(absoluteImageUrl(post.featuredImage))}" alt="${escapeHtml(post.title)}"></p>`
    : "";
  const excerpt = post.excerpt ? `<p>${escapeHtml(post.excerpt)}</p>` : "";
  const link = `<p><a href="${escapeHtml(absoluteUrl(postPath(post.slug)))}">Read the full post</a></p>`;
  return `${image}<h2>${escapeHtml(post.title)}</h2>${excerpt}${link}`;
}

/** Makes the issue of every live post that asked to be e-mailed and has not been; returns how many. */
export async function mailDuePosts(now: Date): Promise<number> {
  const due = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.emailSubscribers, true), isNull(posts.emailedAt), isPublished));
  let made = 0;
  for (const { id } of due) {
    const issued = await db.transaction(async (tx) => {
      const [post] = await tx
        .update(posts)
        .set({ emailedAt: now })
        .where(and(eq(posts.id, id), eq(posts.emailSubscribers, true), isNull(posts.emailedAt), isPublished))
        .returning({
          title: posts.title,
          slug: posts.slug,
          excerpt: posts.excerpt,
          featuredImage: posts.featuredImage,
        });
      if (!post) return false; // another instance made it, or the post changed meanwhile
      await insertIssue(
        tx,
        {
          subject: post.title,
          html: sanitizePostHtml(postIssueHtml(post)),
          slug: await freeSlug(tx, post.title, null),
          postId: id,
          status: "scheduled",
          scheduledAt: now,
        },
        null,
      );
      return true;
    });
    if (issued) made++;
  }
  return made;
}
