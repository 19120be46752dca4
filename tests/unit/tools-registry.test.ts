import { describe, expect, it } from "vitest";
import * as options from "@/lib/tools/options";
import {
  getTool,
  isReady,
  searchTools,
  TOOL_COUNT,
  toolInfo,
  tools,
  toolsByCategory,
} from "@/lib/tools/registry";
import { toolSlug } from "@/lib/tools/slug";
import { TOOL_CATEGORIES } from "@/lib/tools/types";

// SPEC §3 "Tool inputs" (* required) and §5 option lists, restated here so a drift in the registry fails.
const SPEC_FIELDS: Record<string, [string, boolean, readonly string[] | null][]> = {
  "ai-social-caption-generator": [
    ["topic", true, null],
    ["tone", true, options.TONES],
    ["platform", true, options.PLATFORMS],
    ["keywords", false, null],
  ],
  "ai-hashtag-generator": [
    ["topic", true, null],
    ["platform", false, options.PLATFORMS],
  ],
  "ai-bio-generator": [
    ["description", true, null],
    ["tone", true, options.TONES],
    ["platform", true, options.PLATFORMS],
  ],
  "tweet-and-post-generator": [
    ["topic", true, null],
    ["tone", true, options.TONES],
    ["platform", true, ["Twitter (X)", "LinkedIn", "Facebook"]],
  ],
  "youtube-content-generator": [
    ["video_topic", true, null],
    ["content_type", true, ["Video Title", "Video Description", "Keyword Tags", "Video Script Outline"]],
    ["target_keyword", false, null],
  ],
  "seo-blog-generator": [
    ["main_keyword", true, null],
    ["title", true, null],
    ["word_count", true, ["800", "1200", "1500", "2000"]],
    ["tone", false, options.TONES],
  ],
  "blog-ideas-generator": [
    ["niche", true, null],
    ["audience", false, null],
  ],
  "meta-tag-and-keyword-planner": [
    ["topic", true, null],
    ["competitor", false, null],
  ],
  "youtube-script-generator": [
    ["topic", true, null],
    [
      "video_type",
      true,
      [
        "Tutorial/How-to",
        "Review",
        "Vlog",
        "Educational",
        "Entertainment",
        "Product Demo",
        "Story/Personal",
        "News/Update",
      ],
    ],
    ["duration", true, ["2-3 minutes", "5-7 minutes", "10-15 minutes", "15+ minutes"]],
  ],
  "google-review-generator": [
    ["business_name", true, null],
    ["service_description", true, null],
  ],
  "ai-humanizer": [
    ["content", true, null],
    [
      "writing_style",
      true,
      [
        "Casual & Conversational",
        "Professional & Formal",
        "Creative & Engaging",
        "Academic & Scholarly",
        "Business & Corporate",
      ],
    ],
    ["tone", true, ["Friendly", "Authoritative", "Humorous", "Serious", "Inspirational"]],
  ],
  "plagiarism-checker": [
    ["content", true, null],
    ["check_type", true, ["Basic Check", "Detailed Analysis", "Academic Papers", "Web Content"]],
  ],
  "free-image-generator": [
    ["prompt", true, null],
    [
      "style",
      true,
      [
        "Realistic",
        "Cartoon/Anime",
        "Abstract",
        "Photographic",
        "Digital Art",
        "Watercolor",
        "Sketch",
        "3D Render",
      ],
    ],
    ["size", true, ["1024x1024", "1024x768", "768x1024", "1024x576", "576x1024", "512x512", "768x768"]],
  ],
  "prompt-generator": [["prompt_for", true, null]],
  "e-e-a-t-score": [
    ["content_url", true, null],
    [
      "content_type",
      true,
      [
        "Blog Post",
        "Product Page",
        "Landing Page",
        "About Page",
        "Service Page",
        "Review/Article",
        "News Article",
        "Educational Content",
      ],
    ],
    ["industry", false, null],
  ],
  "schema-markup-generator": [
    [
      "page_type",
      true,
      [
        "Article/Blog Post",
        "Product",
        "Local Business",
        "Organization",
        "Person",
        "Event",
        "Recipe",
        "Review",
        "FAQ",
        "How-to",
        "Video",
        "Book",
        "Course",
        "Service",
      ],
    ],
    ["business_name", true, null],
    ["page_title", true, null],
    ["description", true, null],
    ["website_url", true, null],
    ["additional_info", false, null],
  ],
  "link-in-bio-creator": [],
  "compress-pdf": [],
  "jpg-to-pdf": [],
  "merge-pdf": [],
  "split-pdf": [],
  "organize-pdf": [],
  "rotate-pdf": [],
  "extract-pages": [],
  "delete-pages": [],
  "pdf-to-jpg": [],
  "pdf-to-png": [],
  "add-page-numbers": [],
  "watermark-pdf": [],
  "sign-pdf": [],
  "protect-pdf": [],
  "unlock-pdf": [],
  "pdf-to-text": [],
  "n-up-pdf": [],
  "edit-pdf-metadata": [],
  "remove-pdf-metadata": [],
  "compare-pdf": [],
  "grayscale-pdf": [],
  "ocr-pdf": [],
  "flatten-pdf": [],
  "repair-pdf": [],
  "crop-pdf": [],
  "fill-pdf-form": [],
  "after-sales-calculator": [],
};

describe("tool slugs", () => {
  it("follow SPEC's rule: lower-case, spaces to hyphens, other non-word characters removed", () => {
    expect(toolSlug("E-E-A-T Score")).toBe("e-e-a-t-score");
    expect(toolSlug("Link-in-Bio Creator")).toBe("link-in-bio-creator");
    expect(toolSlug("What's New? (Beta)")).toBe("whats-new-beta");
  });

  it("produce every example slug SPEC names", () => {
    for (const slug of [
      "seo-blog-generator",
      "ai-social-caption-generator",
      "ai-hashtag-generator",
      "link-in-bio-creator",
      "ai-humanizer",
      "free-image-generator",
      "ai-bio-generator",
      "prompt-generator",
    ]) {
      expect(getTool(slug)?.slug).toBe(slug);
    }
  });

  it("are derived from each name and unique", () => {
    for (const tool of tools) expect(tool.slug).toBe(toolSlug(tool.name));
    expect(new Set(tools.map((t) => t.slug)).size).toBe(tools.length);
  });
});

describe("the registry", () => {
  it("holds SPEC's 22 tools and the PDF toolkit's 15, enough for the home page's 30+", () => {
    expect(TOOL_COUNT).toBe(44);
    expect(Object.keys(SPEC_FIELDS).sort()).toEqual(tools.map((t) => t.slug).sort());
  });

  it.each(Object.entries(SPEC_FIELDS))("%s has SPEC's fields, required flags and options", (slug, spec) => {
    const tool = getTool(slug)!;
    expect(tool.fields.map((f) => [f.name, f.required, f.options ?? null])).toEqual(spec);
    for (const field of tool.fields) {
      expect(field.label.length).toBeGreaterThan(0);
      expect(field.placeholder.length).toBeGreaterThan(0);
      expect(field.type).toBe(field.options ? "select" : field.type === "textarea" ? "textarea" : "text");
    }
  });

  it("uses SPEC's five categories and has tools in each", () => {
    expect(toolsByCategory().map((g) => g.category)).toEqual([...TOOL_CATEGORIES]);
    for (const tool of tools) expect(TOOL_CATEGORIES).toContain(tool.category);
  });

  it("has no tool left being built", () => {
    expect(tools.filter((t) => !isReady(t)).map((t) => t.slug)).toEqual([]);
  });

  it("gives every tool an explanation, steps and tips", () => {
    for (const tool of tools) {
      expect(tool.guide.explanation.length).toBeGreaterThan(40);
      expect(tool.guide.howTo.length).toBeGreaterThanOrEqual(3);
      expect(tool.guide.tips.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("searchTools", () => {
  it("matches name and description case-insensitively, every word", () => {
    expect(searchTools("HASHTAG").map((t) => t.slug)).toEqual(["ai-hashtag-generator"]);
    expect(searchTools("pdf merge").map((t) => t.slug)).toEqual(["merge-pdf"]);
    expect(searchTools("character limit").map((t) => t.slug)).toContain("ai-bio-generator");
    expect(searchTools("no such tool anywhere")).toEqual([]);
  });

  it("filters by category", () => {
    expect(searchTools("", "pdf-tools")).toHaveLength(26);
    expect(searchTools("generator", "image-tools").map((t) => t.slug)).toEqual([
      "free-image-generator",
      "prompt-generator",
    ]);
  });
});

describe("a tool as one module", () => {
  it("carries its prompt and engine on text tools, and hands client components plain data only", () => {
    for (const tool of tools) {
      const info = toolInfo(tool);
      expect(structuredClone(info)).toEqual(info);
      if (tool.kind === "text") {
        expect(typeof tool.prompt).toBe("function");
        expect(typeof tool.engine).toBe("function");
        expect(info).not.toHaveProperty("prompt");
        expect(info).not.toHaveProperty("engine");
      }
    }
  });
});
