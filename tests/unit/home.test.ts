import { describe, expect, it } from "vitest";
import { FeaturedEbooks } from "@/components/home/featured-ebooks";
import { audiences, featuredToolSlugs, features, toolCountClaim } from "@/components/home/home-content";
import { heroDelayMs, performanceTier } from "@/lib/home/device-performance";
import { getTool, TOOL_COUNT } from "@/lib/tools/registry";

describe("device performance (SPEC: hero delay)", () => {
  const fast = { reducedMotion: false, screenWidth: 1440, cores: 8, memoryGb: 8 };

  it("is low with reduced motion, a narrow screen, 2 or fewer cores, or 2 GB or less", () => {
    expect(performanceTier({ ...fast, reducedMotion: true })).toBe("low");
    expect(performanceTier({ ...fast, screenWidth: 767 })).toBe("low");
    expect(performanceTier({ ...fast, cores: 2 })).toBe("low");
    expect(performanceTier({ ...fast, memoryGb: 2 })).toBe("low");
  });

  it("is medium at 4 or fewer, high above, and unknown signals count as high", () => {
    expect(performanceTier({ ...fast, screenWidth: 768 })).toBe("high");
    expect(performanceTier({ ...fast, cores: 4 })).toBe("medium");
    expect(performanceTier({ ...fast, memoryGb: 4 })).toBe("medium");
    expect(performanceTier({ reducedMotion: false, screenWidth: 1024 })).toBe("high");
  });

  it("waits 200 ms on low devices and 400 ms otherwise", () => {
    expect(heroDelayMs("low")).toBe(200);
    expect(heroDelayMs("medium")).toBe(400);
    expect(heroDelayMs("high")).toBe(400);
  });
});

describe("home content", () => {
  it("derives the badge from the registry and names only tools that exist", () => {
    expect(toolCountClaim).toBe(`${Math.floor(TOOL_COUNT / 10) * 10}+`);
    expect(featuredToolSlugs).toHaveLength(6);
    for (const slug of [...featuredToolSlugs, ...audiences.flatMap((a) => a.slugs)])
      expect(getTool(slug), slug).toBeDefined();
    expect(audiences.map((a) => a.name)).toEqual([
      "Content Creators",
      "SEO Marketers",
      "AI Writers",
      "Visual Creators",
    ]);
    expect(features).toHaveLength(8);
    expect(features[0]?.value).toBe(String(TOOL_COUNT));
  });

  it("hides the featured ebooks section when no ebook is featured (SPEC)", () => {
    expect(FeaturedEbooks({ ebooks: [] })).toBeNull();
  });
});
