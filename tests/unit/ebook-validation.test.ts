import { describe, expect, it } from "vitest";
import { z } from "@/lib/zod";
import { buildEbookValues, cleanPayload } from "@/lib/ebooks/store";
import { ebookCategoryFormSchema, ebookFormSchema } from "@/lib/ebooks/validation";

const valid = {
  title: "  The Creator Guide  ",
  slug: "the-creator-guide",
  description: "A practical guide. ".repeat(20),
  filePath: "https://example.com/files/guide.epub",
  status: "published",
};

function errorsOf(input: Record<string, unknown>) {
  const parsed = ebookFormSchema.safeParse(input);
  return parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
}

describe("ebook form validation (SPEC §5 messages)", () => {
  it("names each missing required field", () => {
    expect(errorsOf({ title: " ", slug: "", description: "", filePath: "" })).toEqual({
      title: ["Title is required"],
      slug: ["Slug is required"],
      description: ["Description is required"],
      filePath: ["Download URL is required"],
    });
  });

  it("refuses text that is not a URL, and URLs that cannot be downloaded", () => {
    expect(errorsOf({ ...valid, filePath: "my ebook" })).toEqual({ filePath: ["Please enter a valid URL"] });
    expect(errorsOf({ ...valid, filePath: "javascript:alert(1)" })).toEqual({
      filePath: ["Valid download URL is required"],
    });
  });

  it("needs no URL when a file is uploaded, but an empty file input counts as none", () => {
    const pdf = new File([new Uint8Array([37, 80, 68, 70])], "book.pdf");
    expect(errorsOf({ ...valid, filePath: "", file: pdf })).toEqual({});
    expect(errorsOf({ ...valid, filePath: "", file: new File([], "") })).toEqual({
      filePath: ["Download URL is required"],
    });
  });

  it("refuses a price below 0 for a paid ebook", () => {
    expect(errorsOf({ ...valid, isFree: "", price: "-1" })).toEqual({ price: ["Price must be 0 or more"] });
    expect(errorsOf({ ...valid, isFree: "", price: "abc" })).toEqual({ price: ["Price must be 0 or more"] });
    expect(errorsOf({ ...valid, isFree: "", price: "4.99" })).toEqual({});
  });

  it("turns a typed slug into a valid one", () => {
    expect(ebookFormSchema.parse({ ...valid, slug: " My Great Guide! " }).slug).toBe("my-great-guide");
  });
});

describe("ebook payload (SPEC §5 save rules)", () => {
  it("trims, sets size 0 and the type from the URL, defaults the SEO fields and drops empty fields", () => {
    const values = buildEbookValues(
      ebookFormSchema.parse({ ...valid, excerpt: "   ", isFree: "on", price: "9" }),
    );
    expect(values).toEqual({
      title: "The Creator Guide",
      slug: "the-creator-guide",
      description: valid.description.trim(),
      filePath: "https://example.com/files/guide.epub",
      fileSize: 0,
      fileType: "epub",
      isFree: true,
      price: 0,
      status: "published",
      featured: false,
      seoTitle: "The Creator Guide",
      seoDescription: valid.description.trim().slice(0, 160),
    });
  });

  it("converts share links, keeps a paid price and leaves the type out when the URL has none", () => {
    const values = buildEbookValues(
      ebookFormSchema.parse({
        ...valid,
        filePath: "https://drive.google.com/file/d/FILE123/view",
        price: "4.999",
        seoTitle: "Custom",
        seoDescription: "Short",
      }),
    );
    expect(values).toMatchObject({
      filePath: "https://drive.google.com/uc?export=download&id=FILE123",
      isFree: false,
      price: 5,
      seoTitle: "Custom",
      seoDescription: "Short",
    });
    expect(values).not.toHaveProperty("fileType");
  });

  it("uses a stored upload's address and size", () => {
    const values = buildEbookValues(
      ebookFormSchema.parse({ ...valid, filePath: "", file: new File(["x"], "a.pdf") }),
      {
        file: { url: "/api/uploads/ebooks/0b0c4f0e-8c9e-4d59-9d2e-0d6f1e2a3b4c.pdf", size: 1234 },
        coverImage: "/api/uploads/images/0b0c4f0e-8c9e-4d59-9d2e-0d6f1e2a3b4d.png",
      },
    );
    expect(values).toMatchObject({
      fileSize: 1234,
      fileType: "pdf",
      coverImage: expect.stringMatching(/\.png$/),
    });
  });

  it("cleanPayload drops empty, null and undefined but keeps false and 0", () => {
    expect(cleanPayload({ a: "", b: null, c: undefined, d: false, e: 0, f: "x" })).toEqual({
      d: false,
      e: 0,
      f: "x",
    });
  });
});

describe("ebook category validation", () => {
  it("requires a name and a slug and a hex colour", () => {
    const parsed = ebookCategoryFormSchema.safeParse({ name: "", slug: "", color: "blue" });
    expect(parsed.success ? {} : z.flattenError(parsed.error).fieldErrors).toEqual({
      name: ["Name is required"],
      slug: ["Slug is required"],
      color: ["Color must be a hex value like #3B82F6"],
    });
    expect(
      ebookCategoryFormSchema.parse({ name: "AI", slug: "ai", color: "#abcdef", description: "" }),
    ).toEqual({
      name: "AI",
      slug: "ai",
      color: "#ABCDEF",
      description: null,
    });
  });
});
