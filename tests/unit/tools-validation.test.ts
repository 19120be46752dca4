import { describe, expect, it } from "vitest";
import { getTool, tools } from "@/lib/tools/registry";
import { LONG_TEXT_MAX, parseToolInput, SHORT_TEXT_MAX } from "@/lib/tools/validation";

const caption = getTool("ai-social-caption-generator")!;
const humanizer = getTool("ai-humanizer")!;

describe("tool input schemas", () => {
  it("report every missing required field by name", () => {
    expect(parseToolInput(caption, {})).toEqual({
      ok: false,
      fieldErrors: { topic: "Topic is required", tone: "Tone is required", platform: "Platform is required" },
    });
    expect(parseToolInput(caption, { topic: "   ", tone: "Casual", platform: "TikTok" })).toEqual({
      ok: false,
      fieldErrors: { topic: "Topic is required" },
    });
  });

  it("trim text, drop empty optional fields and unknown keys", () => {
    expect(
      parseToolInput(caption, {
        topic: "  Coffee  ",
        tone: "Casual",
        platform: "TikTok",
        keywords: "",
        extra: "x",
      }),
    ).toEqual({
      ok: true,
      input: { topic: "Coffee", tone: "Casual", platform: "TikTok" },
    });
  });

  it("accept only SPEC's options in a select", () => {
    const result = parseToolInput(caption, { topic: "x", tone: "Angry", platform: "MySpace" });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        tone: "Choose one of the listed options for Tone",
        platform: "Choose one of the listed options for Platform",
      },
    });
    const hashtags = getTool("ai-hashtag-generator")!;
    expect(parseToolInput(hashtags, { topic: "x", platform: "" })).toEqual({
      ok: true,
      input: { topic: "x" },
    });
    expect(parseToolInput(hashtags, { topic: "x", platform: "Orkut" }).ok).toBe(false);
  });

  it("cap short text at 200 characters and long text at 10,000", () => {
    expect(SHORT_TEXT_MAX).toBe(200);
    expect(LONG_TEXT_MAX).toBe(10_000);
    expect(parseToolInput(caption, { topic: "a".repeat(200), tone: "Casual", platform: "TikTok" }).ok).toBe(
      true,
    );
    expect(parseToolInput(caption, { topic: "a".repeat(201), tone: "Casual", platform: "TikTok" })).toEqual({
      ok: false,
      fieldErrors: { topic: "Topic must be at most 200 characters" },
    });
    const base = { writing_style: "Casual & Conversational", tone: "Friendly" };
    expect(parseToolInput(humanizer, { ...base, content: "a".repeat(10_000) }).ok).toBe(true);
    expect(parseToolInput(humanizer, { ...base, content: "a".repeat(10_001) })).toEqual({
      ok: false,
      fieldErrors: { content: "Content must be at most 10,000 characters" },
    });
  });

  it("refuse values that are not strings", () => {
    expect(parseToolInput(caption, { topic: 42, tone: "Casual", platform: "TikTok" }).ok).toBe(false);
    expect(parseToolInput(caption, null).ok).toBe(false);
  });

  it("exist for every tool with fields", () => {
    for (const tool of tools) {
      const result = parseToolInput(tool, {});
      expect(result.ok).toBe(!tool.fields.some((f) => f.required));
    }
  });
});
