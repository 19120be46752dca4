import { DomUtils, parseDocument } from "htmlparser2";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as rss } from "@/app/(blog)/blog/rss.xml/route";
import robots from "@/app/robots";
import { getFeedPosts } from "@/lib/blog/feed-queries";
import { createPost, createTerm, minutesAfter } from "../support/blog-public-fixtures";
import { truncateAll } from "../support/database";

const start = new Date("2026-11-01T09:00:00Z");

beforeAll(async () => {
  await truncateAll();
  const seo = await createTerm("category", "SEO", "seo");
  const ai = await createTerm("tag", "AI", "ai");
  await createTerm("tag", "Unused", "unused");
  for (let i = 1; i <= 22; i++) {
    await createPost({ title: `Post ${i}`, categoryId: seo.id, tagIds: [ai.id] }, minutesAfter(start, i));
  }
  await createPost(
    {
      title: `Tricky <"&'> ]]> title`,
      slug: "tricky",
      content: `<p>Ends a CDATA ]]> early &amp; uses <strong>markup</strong></p><script>alert(1)</script>`,
    },
    minutesAfter(start, 30),
  );
  await createPost({ title: "Draft only", status: "draft" }, minutesAfter(start, 40));
});

describe("RSS feed", () => {
  it("holds the latest 20 published posts, newest first", async () => {
    const posts = await getFeedPosts();
    expect(posts).toHaveLength(20);
    expect(posts[0]!.slug).toBe("tricky");
    expect(posts.map((p) => p.title)).not.toContain("Draft only");
  });

  it("is RSS 2.0 with the full content in CDATA, escaped so the XML stays well-formed", async () => {
    const response = await rss();
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    const doc = parseDocument(xml, { xmlMode: true });
    const items = DomUtils.getElementsByTagName("item", doc);
    expect(DomUtils.getElementsByTagName("rss", doc)[0]!.attribs.version).toBe("2.0");
    expect(items).toHaveLength(20);

    const first = items[0]!;
    const text = (name: string) => DomUtils.textContent(DomUtils.getElementsByTagName(name, first)[0]!);
    expect(text("title")).toBe(`Tricky <"&'> ]]> title`);
    expect(text("link")).toBe("http://localhost:3000/blog/tricky");
    expect(text("content:encoded")).toBe(
      "<p>Ends a CDATA ]]&gt; early &amp; uses <strong>markup</strong></p>",
    );
    expect(xml).not.toContain("<script>");
    expect(text("pubDate")).toBe(minutesAfter(start, 30).toUTCString());
    expect(text("dc:creator")).toBe("Admin");
  });
});

describe("robots", () => {
  it("keeps crawlers out of the private areas and points to the sitemap", () => {
    const rules = robots();
    expect(rules.sitemap).toBe("http://localhost:3000/sitemap.xml");
    expect(rules.rules).toMatchObject({ disallow: ["/admin", "/api", "/dashboard", "/edit"] });
  });
});
