import { describe, expect, it } from "vitest";
import { resultLimit } from "@/lib/tools/limits";
import { buildPrompt, SYSTEM_PROMPT } from "@/lib/tools/prompts";
import { getTool, tools } from "@/lib/tools/registry";
import { joinVariants, splitVariants } from "@/lib/tools/result-format";
import type { TextTool } from "@/lib/tools/types";

const textTool = (slug: string) => getTool(slug) as TextTool;

describe("the result format", () => {
  it("splits variants on a line holding only ---, ignoring blank ones", () => {
    expect(splitVariants("one\n\n---\n\ntwo\n---\nthree\n\n---\n")).toEqual(["one", "two", "three"]);
    expect(splitVariants("a - b --- c")).toEqual(["a - b --- c"]);
    expect(splitVariants(joinVariants(["x", "y"]))).toEqual(["x", "y"]);
  });
});

describe("result limits", () => {
  it("use each platform's post and bio limits", () => {
    const caption = getTool("ai-social-caption-generator")!;
    const bio = getTool("ai-bio-generator")!;
    expect(resultLimit(caption, { platform: "Twitter (X)" })?.max).toBe(280);
    expect(resultLimit(caption, { platform: "Instagram" })?.max).toBe(2200);
    expect(resultLimit(caption, { platform: "TikTok" })?.max).toBe(2200);
    expect(resultLimit(caption, { platform: "LinkedIn" })?.max).toBe(3000);
    expect(resultLimit(caption, { platform: "Facebook" })?.max).toBe(63206);
    expect(resultLimit(bio, { platform: "Instagram" })?.max).toBe(150);
    expect(resultLimit(bio, { platform: "TikTok" })?.max).toBe(80);
    expect(resultLimit(getTool("youtube-content-generator")!, { content_type: "Keyword Tags" })?.max).toBe(
      500,
    );
    expect(resultLimit(getTool("seo-blog-generator")!, {})).toBeNull();
  });
});

describe("prompts", () => {
  it("ask for --- separated results and carry the input", () => {
    for (const tool of tools.filter((t) => t.kind === "text")) {
      const input = Object.fromEntries(
        tool.fields.map((f) => [f.name, f.options?.[0] ?? `sample ${f.name}`]),
      );
      const { system, prompt } = buildPrompt(tool, input);
      expect(system).toBe(SYSTEM_PROMPT);
      expect(system).toContain('separate them with a line containing only "---"');
      const firstText = tool.fields.find((f) => !f.options)!;
      expect(prompt).toContain(`sample ${firstText.name}`);
      expect(prompt).not.toMatch(/undefined/);
    }
  });

  it("state the platform limit when there is one", () => {
    const { prompt } = buildPrompt(textTool("ai-bio-generator"), {
      description: "x",
      tone: "Casual",
      platform: "TikTok",
    });
    expect(prompt).toContain("at most 80 characters (TikTok bio limit)");
  });
});
