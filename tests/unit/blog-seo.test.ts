import { describe, expect, it } from "vitest";
import { postJsonLd, postMetadata } from "@/lib/blog/seo";

const base = {
  title: "My title",
  slug: "my-title",
  content: `<p>${"Lots of words here. ".repeat(20)}</p>`,
  excerpt: null,
  featuredImage: null,
  author: "Admin",
  seoTitle: null,
  seoDescription: null,
  seoKeywords: null,
  canonicalUrl: null,
  publishedAt: new Date("2026-11-20T10:00:00Z"),
  updatedAt: new Date("2026-11-21T10:00:00Z"),
  category: { id: 1, name: "SEO", slug: "seo", color: "#3B82F6" },
  tags: [{ id: 2, name: "AI", slug: "ai", color: "#10B981" }],
};

describe("post SEO", () => {
  it("falls back to the title, the text's first 160 characters and the drawn card", () => {
    const meta = postMetadata(base);
    expect(meta.title).toBe("My title");
    expect((meta.description as string).length).toBeLessThanOrEqual(160);
    expect(meta.description).toMatch(/^Lots of words here\./);
    expect(meta.alternates?.canonical).toBe("http://localhost:3000/blog/my-title");
    expect(meta.openGraph).toMatchObject({
      images: [{ url: "http://localhost:3000/blog/my-title/card.png", width: 1200, height: 630 }],
    });
    expect(meta.twitter).toMatchObject({
      card: "summary_large_image",
      images: ["http://localhost:3000/blog/my-title/card.png"],
    });
  });

  it("uses the SEO fields and the featured image when set", () => {
    const meta = postMetadata({
      ...base,
      excerpt: "The excerpt",
      seoTitle: "SEO title",
      seoDescription: "SEO description",
      seoKeywords: "one, two ,, three",
      canonicalUrl: "https://example.com/original",
      featuredImage: "/api/uploads/images/cover.png",
    });
    expect(meta).toMatchObject({
      title: "SEO title",
      description: "SEO description",
      keywords: ["one", "two", "three"],
      alternates: { canonical: "https://example.com/original" },
      openGraph: { images: [{ url: "http://localhost:3000/api/uploads/images/cover.png" }] },
      twitter: { images: ["http://localhost:3000/api/uploads/images/cover.png"] },
    });
    expect(postMetadata({ ...base, excerpt: "The excerpt" }).description).toBe("The excerpt");
  });

  it("describes the post as BlogPosting and its trail as BreadcrumbList", () => {
    const { blogPosting: posting, breadcrumbList: breadcrumbs } = postJsonLd(base);
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "My title",
      datePublished: "2026-11-20T10:00:00.000Z",
      author: { "@type": "Person", name: "Admin" },
      articleSection: "SEO",
      image: ["http://localhost:3000/blog/my-title/card.png"],
    });
    expect(postJsonLd({ ...base, featuredImage: "/api/uploads/images/cover.png" }).blogPosting.image).toEqual(
      ["http://localhost:3000/api/uploads/images/cover.png"],
    );
    expect(breadcrumbs.itemListElement.map((i) => i.item)).toEqual([
      "http://localhost:3000/",
      "http://localhost:3000/blog",
      "http://localhost:3000/blog/category/seo",
      "http://localhost:3000/blog/my-title",
    ]);
  });
});
