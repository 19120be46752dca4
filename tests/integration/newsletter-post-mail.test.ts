import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { savePost } from "@/lib/blog/post-store";
import { db } from "@/lib/db";
import { emailOutbox, newsletterIssues, posts } from "@/lib/db/schema";
import { runSends } from "@/lib/newsletter/deliver";
import { mailDuePosts } from "@/lib/newsletter/post-mail";
import { createPost, postInput } from "../support/blog-public-fixtures";
import { truncateAll } from "../support/database";
import { subscribeConfirmed } from "../support/newsletter";

// "E-mail this post to subscribers when it is published": the send queue's run makes the post's issue,
// once, and sends it like any other (to the outbox here: no SMTP_URL).

beforeEach(async () => {
  await truncateAll();
  for (const email of ["ana@example.com", "bo@example.com"]) await subscribeConfirmed(email);
});

const issues = () =>
  db
    .select({
      subject: newsletterIssues.subject,
      status: newsletterIssues.status,
      postId: newsletterIssues.postId,
    })
    .from(newsletterIssues);
const mailsOf = (subject: string) =>
  db
    .select({ to: emailOutbox.to, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.subject, subject));

describe("a post that sends itself", () => {
  it("waits for a scheduled post's time, then goes to every subscriber once, and never again", async () => {
    const later = new Date(Date.now() + 3_600_000);
    const { id, slug } = await createPost({
      title: "Forty tools later",
      excerpt: "What we learned.",
      status: "scheduled",
      scheduledPublishAt: later,
      emailSubscribers: true,
    });
    await runSends();
    expect(await issues()).toEqual([]);

    // Its time comes (the clock, not a save, publishes a scheduled post).
    await db
      .update(posts)
      .set({ scheduledPublishAt: new Date(Date.now() - 1000) })
      .where(eq(posts.id, id));
    await runSends();
    expect(await issues()).toEqual([{ subject: "Forty tools later", status: "sent", postId: id }]);
    const mails = await mailsOf("Forty tools later");
    expect(mails.map((m) => m.to).sort()).toEqual(["ana@example.com", "bo@example.com"]);
    expect(mails[0]!.text).toContain("What we learned.");
    expect(mails[0]!.text).toContain(`/blog/${slug}`);

    // Runs, edits and publishing again make no second issue.
    await runSends();
    await savePost(
      postInput({ id, title: "Forty tools later, edited", status: "published", emailSubscribers: true }),
    );
    await runSends();
    expect(await issues()).toHaveLength(1);
    expect(await mailsOf("Forty tools later, edited")).toEqual([]);
  });

  it("makes one issue when instances run at once", async () => {
    await createPost({ title: "Raced", emailSubscribers: true });
    const made = await Promise.all([
      mailDuePosts(new Date()),
      mailDuePosts(new Date()),
      mailDuePosts(new Date()),
    ]);
    expect(made.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await issues()).toEqual([{ subject: "Raced", status: "scheduled", postId: expect.any(Number) }]);
  });

  it("leaves drafts, posts that did not ask, and posts already e-mailed alone", async () => {
    await createPost({ title: "A draft", status: "draft", emailSubscribers: true });
    await createPost({ title: "Not asked" });
    const { id } = await createPost({ title: "Done before", emailSubscribers: true });
    await db.execute(sql`update posts set emailed_at = now() - interval '1 day' where id = ${id}`);
    expect(await mailDuePosts(new Date())).toBe(0);
    expect(await issues()).toEqual([]);
  });
});
