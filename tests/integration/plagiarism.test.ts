import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { deletePosts } from "@/lib/blog/post-store";
import { db } from "@/lib/db";
import { plagiarismFingerprints, plagiarismSources, posts } from "@/lib/db/schema";
import { createEbook, updateEbook } from "@/lib/ebooks/store";
import { checkPlagiarism } from "@/lib/tools/plagiarism/check";
import { handlePlagiarism } from "@/lib/tools/plagiarism/handle";
import { indexMissingSources } from "@/lib/tools/plagiarism/store";
import { createPost } from "../support/blog-fixtures";
import { truncateAll } from "../support/database";

process.env.PLAGIARISM_CHECKS_PER_HOUR = "2";

// Sixty-four words.
const SOURCE =
  "Cold brew coffee is made by steeping coarse grounds in cold water for twelve to eighteen hours. " +
  "The long contact time pulls out sweet chocolate notes while leaving most of the bitter acids behind. " +
  "Filter the concentrate through a paper cone, then dilute it with milk or water before serving over ice. " +
  "Keep the jar in your fridge and drink it within two weeks.";
const UNRELATED =
  "Planting tomatoes on a balcony needs a deep pot, six hours of sun and steady watering. Pinch out side " +
  "shoots every week, tie the main stem to a cane and feed with potash once the first flowers open.";

const words = (s: string) => s.match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)!.length;

describe("the plagiarism checker on the site's own corpus", () => {
  beforeEach(truncateAll);

  it("scores identical text 100.0% with one passage linked to its source", async () => {
    expect(words(SOURCE)).toBe(64);
    await createPost({ title: "Cold brew guide", status: "published", content: `<p>${SOURCE}</p>` });
    const report = await checkPlagiarism(SOURCE, "Detailed Analysis");
    expect(report.similarity).toBe(100);
    expect(report.passages).toHaveLength(1);
    expect(report.passages[0]).toMatchObject({
      start: 0,
      end: SOURCE.length - 1, // the final full stop is not a word
      closeness: 100,
      source: { title: "Cold brew guide", url: "/blog/cold-brew-guide", kind: "post" },
    });
  });

  it("scores lightly edited text by the words left unchanged, as one passage of lower closeness", async () => {
    await createPost({ title: "Cold brew guide", status: "published", content: `<p>${SOURCE}</p>` });
    const edited = SOURCE.replace("coarse", "rough").replace("paper cone", "cloth cone");
    const report = await checkPlagiarism(edited, "Detailed Analysis");
    expect(report.similarity).toBe(96.9); // 62 of 64 words
    expect(report.passages).toHaveLength(1);
    expect(report.passages[0]).toMatchObject({ start: 0, closeness: 96.9 });
  });

  it("finds nothing in unrelated text, and aligns a copied half to its exact span", async () => {
    await createPost({ title: "Cold brew guide", status: "published", content: `<p>${SOURCE}</p>` });
    expect((await checkPlagiarism(UNRELATED, "Academic Papers")).similarity).toBe(0);

    const copied = SOURCE.slice(0, SOURCE.indexOf(" Filter"));
    const mixed = `${UNRELATED} ${copied}`;
    const report = await checkPlagiarism(mixed, "Basic Check");
    expect(report.passages).toHaveLength(1);
    expect(report.passages[0]!.text).toBe(copied.replace(/\.$/, ""));
    expect(report.passages[0]!.start).toBe(UNRELATED.length + 1);
    expect(report.passages[0]!.source.excerpt).toBe(copied.replace(/\.$/, ""));
    expect(report.similarity).toBe(Math.round((words(copied) / words(mixed)) * 1000) / 10);
  });

  it("reports shorter copied phrases only in the more thorough check types", async () => {
    await createPost({ title: "Cold brew guide", status: "published", content: `<p>${SOURCE}</p>` });
    const phrase = "pulls out sweet chocolate notes while leaving most"; // 8 words
    const text = `My own recipe ${phrase} flavour I like in the morning before work.`;
    expect((await checkPlagiarism(text, "Basic Check")).passages).toHaveLength(0);
    expect((await checkPlagiarism(text, "Detailed Analysis")).passages.map((p) => p.text)).toEqual([phrase]);
    expect((await checkPlagiarism(text, "Academic Papers")).passages.map((p) => p.text)).toEqual([phrase]);
  });

  it("keeps fingerprints current: drafts do not count, edits re-index, deletes remove", async () => {
    const draft = await createPost({ title: "Draft", status: "draft", content: `<p>${SOURCE}</p>` });
    expect((await checkPlagiarism(SOURCE, "Basic Check")).similarity).toBe(0);
    await createPost({ id: draft.id, title: "Draft", status: "published", content: `<p>${SOURCE}</p>` });
    expect((await checkPlagiarism(SOURCE, "Basic Check")).similarity).toBe(100);
    await createPost({ id: draft.id, title: "Draft", status: "published", content: `<p>${UNRELATED}</p>` });
    expect((await checkPlagiarism(SOURCE, "Basic Check")).similarity).toBe(0);
    expect((await checkPlagiarism(UNRELATED, "Basic Check")).similarity).toBe(100);
    await deletePosts([draft.id]);
    expect(await db.select().from(plagiarismSources)).toEqual([]);
    expect(await db.select().from(plagiarismFingerprints)).toEqual([]);
  });

  it("compares ebook descriptions too, re-indexed when the ebook is saved", async () => {
    const ebook = await createEbook({
      title: "Coffee at home",
      slug: "coffee-at-home",
      description: SOURCE,
      filePath: "https://example.com/coffee.pdf",
      status: "published",
    });
    const report = await checkPlagiarism(SOURCE, "Detailed Analysis");
    expect(report.passages[0]!.source).toMatchObject({
      title: "Coffee at home",
      url: "/ebooks/coffee-at-home",
    });
    await updateEbook(ebook.id, { description: UNRELATED });
    const [source] = await db.select().from(plagiarismSources).where(eq(plagiarismSources.ebookId, ebook.id));
    expect(source!.text).toBe(UNRELATED);
    expect((await checkPlagiarism(SOURCE, "Detailed Analysis")).similarity).toBe(0);
  });

  it("fingerprints content written before the checker existed, once, after the migrations", async () => {
    await db
      .insert(posts)
      .values({ title: "Old post", slug: "old-post", status: "published", content: `<p>${SOURCE}</p>` });
    expect((await checkPlagiarism(SOURCE, "Basic Check")).similarity).toBe(0);
    expect(await indexMissingSources(db)).toEqual({ posts: 1, ebooks: 0 });
    expect((await checkPlagiarism(SOURCE, "Basic Check")).passages[0]!.source.url).toBe("/blog/old-post");
    expect(await indexMissingSources(db)).toEqual({ posts: 0, ebooks: 0 });
  });

  it("says plainly that the web was not searched when no search key is configured", async () => {
    const report = await checkPlagiarism(SOURCE, "Web Content");
    expect(report.web).toEqual({
      searched: false,
      reason: expect.stringMatching(/^The web was not searched/),
    });
  });
});

describe("the plagiarism endpoint", () => {
  beforeEach(truncateAll);
  const post = (input: unknown, ip = "198.51.100.20") =>
    handlePlagiarism(
      new Request("http://localhost/api/analyze/plagiarism", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ input }),
      }),
    );

  it("checks, refuses bad input with the field's message, and limits checks per visitor", async () => {
    const ok = await post({ content: SOURCE, check_type: "Basic Check" });
    expect(ok.status).toBe(200);
    expect((await ok.json()).words).toBe(64);
    const short = await post({ content: "Too short to check", check_type: "Basic Check" });
    expect(short.status).toBe(400);
    expect((await short.json()).fieldErrors.content).toBe(
      "Content needs at least 10 words for a Basic Check.",
    );
    const badType = await post({ content: SOURCE, check_type: "Quick" });
    expect((await badType.json()).fieldErrors.check_type).toMatch(/Choose one of the listed options/);
    const tooLong = await post({ content: "word ".repeat(2100), check_type: "Basic Check" });
    expect((await tooLong.json()).fieldErrors.content).toBe("Content must be at most 10,000 characters");
    expect((await post({ content: SOURCE, check_type: "Basic Check" })).status).toBe(200);
    const refused = await post({ content: SOURCE, check_type: "Basic Check" });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(/all 2 free plagiarism checks for this hour/);
  });
});
