import { describe, expect, it } from "vitest";
import { ebookSearchSchema, matchingEbooks } from "@/lib/ebooks/search";

const library = [
  { title: "Email Newsletter Starter Kit", categorySlug: "email" },
  { title: "SEO Essentials for Bloggers", categorySlug: "seo" },
  { title: "Social Media Growth Blueprint", categorySlug: null },
];

describe("the public ebook search", () => {
  it("finds titles holding the words, ignoring case, within a category", () => {
    const titles = (q?: string, category?: string) =>
      matchingEbooks(library, { q, category }).map((e) => e.title);
    expect(titles("newsletter STARTER")).toEqual(["Email Newsletter Starter Kit"]);
    expect(titles("s", "seo")).toEqual(["SEO Essentials for Bloggers"]);
    expect(titles("newsletter", "seo")).toEqual([]);
    expect(titles()).toHaveLength(3);
  });

  it("reads a query string without failing: empty, repeated, overlong and 'all' mean no filter", () => {
    expect(ebookSearchSchema.parse({ q: "  kit ", category: "email" })).toEqual({
      q: "kit",
      category: "email",
    });
    expect(ebookSearchSchema.parse({ q: "", category: "" })).toEqual({ q: undefined, category: undefined });
    expect(ebookSearchSchema.parse({ q: ["a", "b"], category: "all" })).toEqual({
      q: undefined,
      category: undefined,
    });
    expect(ebookSearchSchema.parse({ q: "x".repeat(101) }).q).toBeUndefined();
    expect(ebookSearchSchema.parse({})).toEqual({ q: undefined, category: undefined });
  });
});
