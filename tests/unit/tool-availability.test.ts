import { describe, expect, it } from "vitest";
import { audiences, featuredToolSlugs } from "@/components/home/home-content";
import { isImageGenerationSetUp } from "@/lib/ai/setup";
import { isUsableHere, missingSetup, NEEDS_IMAGE_PROVIDER } from "@/lib/tools/availability";
import { getTool, tools } from "@/lib/tools/registry";

const none = { AI_PROVIDER: undefined, AI_IMAGE_MODEL: undefined };
const openai = { AI_PROVIDER: "openai", AI_IMAGE_MODEL: "dall-e-3" } as const;

describe("which tools work on this site", () => {
  const image = getTool("free-image-generator")!;

  it("needs an image model, on a provider that has image models, for the image generator", () => {
    expect(isImageGenerationSetUp(none)).toBe(false);
    expect(isImageGenerationSetUp({ AI_PROVIDER: "openai", AI_IMAGE_MODEL: undefined })).toBe(false);
    expect(isImageGenerationSetUp({ AI_PROVIDER: "anthropic", AI_IMAGE_MODEL: "x" })).toBe(false);
    expect(isImageGenerationSetUp(openai)).toBe(true);
    expect(missingSetup(image, none)).toBe(NEEDS_IMAGE_PROVIDER);
    expect(missingSetup(image, openai)).toBeNull();
    expect(isUsableHere(image, none)).toBe(false);
    expect(isUsableHere(image, openai)).toBe(true);
  });

  it("leaves every other tool usable without any provider (they have offline engines or run in the browser)", () => {
    const others = tools.filter((tool) => tool.kind !== "image" && !tool.building);
    expect(others.length).toBeGreaterThan(15);
    for (const tool of others) expect(isUsableHere(tool, none), tool.slug).toBe(true);
  });

  it("leaves the home page's lists without the image generator on a site with no image model", () => {
    const promoted = [...featuredToolSlugs, ...audiences.flatMap((a) => a.slugs)].map((slug) =>
      getTool(slug)!,
    );
    expect(promoted.map((t) => t.slug)).toContain("free-image-generator");
    expect(promoted.filter((t) => isUsableHere(t, none)).map((t) => t.slug)).not.toContain(
      "free-image-generator",
    );
  });
});
