import { describe, expect, it } from "vitest";
import { runEngine, runEngineVariants } from "@/lib/tools/engines";
import { wordCount } from "@/lib/tools/engines/kit";
import { BIO_LIMITS, POST_LIMITS } from "@/lib/tools/limits";
import { tools } from "@/lib/tools/registry";
import { splitVariants } from "@/lib/tools/result-format";

// One realistic input per text tool, and a second, different one, for "output depends on input".
const INPUTS: Record<string, [Record<string, string>, Record<string, string>]> = {
  "ai-social-caption-generator": [
    { topic: "Morning routine for busy parents", tone: "Witty", platform: "Instagram", keywords: "coffee" },
    { topic: "Sourdough baking for beginners", tone: "Casual", platform: "Instagram" },
  ],
  "ai-bio-generator": [
    { description: "Freelance wedding photographer in Lisbon", tone: "Professional", platform: "Instagram" },
    { description: "Personal trainer for runners over forty", tone: "Enthusiastic", platform: "Instagram" },
  ],
  "tweet-and-post-generator": [
    { topic: "What I learned launching my first SaaS product", tone: "Professional", platform: "LinkedIn" },
    { topic: "Why remote teams need written decisions", tone: "Professional", platform: "LinkedIn" },
  ],
  "blog-ideas-generator": [
    { niche: "home espresso" },
    { niche: "urban beekeeping", audience: "city renters" },
  ],
  "youtube-script-generator": [
    { topic: "Start a balcony vegetable garden", video_type: "Tutorial/How-to", duration: "5-7 minutes" },
    { topic: "Review of the Kindle Scribe", video_type: "Review", duration: "5-7 minutes" },
  ],
  "ai-humanizer": [
    {
      content:
        "In today's fast-paced world, it is important to note that we must utilize tools. Furthermore, AI plays a crucial role in content.",
      writing_style: "Casual & Conversational",
      tone: "Friendly",
    },
    {
      content: "Moreover, teams leverage a plethora of dashboards in order to ensure quality.",
      writing_style: "Casual & Conversational",
      tone: "Friendly",
    },
  ],
  "seo-blog-generator": [
    { main_keyword: "cold brew coffee", title: "How to Make Cold Brew Coffee at Home", word_count: "800" },
    { main_keyword: "standing desk", title: "Is a Standing Desk Worth It?", word_count: "800" },
  ],
  "ai-hashtag-generator": [{ topic: "Vegan meal prep for the week" }, { topic: "Trail running in the Alps" }],
  "youtube-content-generator": [
    {
      video_topic: "Budget travel in Japan",
      content_type: "Keyword Tags",
      target_keyword: "japan travel tips",
    },
    { video_topic: "Learning piano as an adult", content_type: "Keyword Tags" },
  ],
  "meta-tag-and-keyword-planner": [
    { topic: "Project management software for small teams", competitor: "Trello" },
    { topic: "Handmade ceramic mugs" },
  ],
  "prompt-generator": [
    { prompt_for: "Plan a week of healthy dinners" },
    { prompt_for: "A logo for a bicycle repair shop" },
  ],
  "google-review-generator": [
    {
      business_name: "Bright Smile Dental",
      service_description: "Teeth cleaning and a check-up, very gentle hygienist",
    },
    { business_name: "Quick Fix Plumbing", service_description: "Emergency boiler repair on a Sunday" },
  ],
};

const LOREM = /lorem|ipsum|dolor sit/i;

describe("built-in engines", () => {
  it("are tested for every text tool (each entry carries its engine) and refused for any other slug", () => {
    const textTools = tools.filter((t) => t.kind === "text").map((t) => t.slug);
    expect(Object.keys(INPUTS).sort()).toEqual(textTools.sort());
    expect(() => runEngine("after-sales-calculator", {}, 1)).toThrow(/No built-in engine/);
  });

  describe.each(Object.entries(INPUTS))("%s", (slug, [first, second]) => {
    it("gives the same output for the same input and seed, another for another seed", () => {
      expect(runEngine(slug, first, 7)).toBe(runEngine(slug, first, 7));
      const seeds = new Set([1, 2, 3, 4].map((s) => runEngine(slug, first, s)));
      expect(seeds.size).toBeGreaterThan(1);
    });

    it("depends on the input, and never prints filler text", () => {
      const a = runEngine(slug, first, 1);
      const b = runEngine(slug, second, 1);
      expect(a).not.toBe(b);
      expect(a).not.toMatch(LOREM);
      expect(a).not.toMatch(/undefined|NaN|\{[tkKT]\}|\{num\}/);
      expect(splitVariants(a).length).toBeGreaterThan(0);
    });
  });
});

describe("platform limits", () => {
  const platforms = Object.keys(POST_LIMITS);

  it.each(platforms)("captions for %s fit the post limit in every tone", (platform) => {
    for (const tone of ["Casual", "Professional", "Witty", "Enthusiastic", "Informative", "Sarcastic"]) {
      const topic =
        "An unusually long topic about planning a zero-waste kitchen renovation on a tight budget";
      for (const v of runEngineVariants("ai-social-caption-generator", { topic, tone, platform }, 3)) {
        expect(v.length).toBeLessThanOrEqual(POST_LIMITS[platform]!);
      }
    }
    const x = runEngineVariants(
      "ai-social-caption-generator",
      { topic: "coffee", tone: "Casual", platform: "Twitter (X)" },
      1,
    );
    for (const v of x) expect(v.length).toBeLessThanOrEqual(280);
  });

  it.each(platforms)("bios for %s fit the bio limit", (platform) => {
    const description =
      "Award-winning freelance photographer and videographer covering weddings, portraits and travel across Portugal and Spain";
    for (const v of runEngineVariants("ai-bio-generator", { description, tone: "Casual", platform }, 5)) {
      expect(v.length).toBeLessThanOrEqual(BIO_LIMITS[platform]!);
    }
  });

  it("keeps tweets within 280 characters", () => {
    const topic = "Why every founder should write a weekly update to investors, customers and the whole team";
    for (const v of runEngineVariants(
      "tweet-and-post-generator",
      { topic, tone: "Informative", platform: "Twitter (X)" },
      2,
    )) {
      expect(v.length).toBeLessThanOrEqual(280);
    }
  });
});

describe("hashtags", () => {
  it("come from the topic's keywords, with the platform's usual count", () => {
    const [mixed] = runEngineVariants(
      "ai-hashtag-generator",
      { topic: "Vegan meal prep for the week", platform: "TikTok" },
      1,
    );
    const tags = mixed!.split(" ");
    expect(tags).toContain("#veganmealprep");
    expect(tags.length).toBe(5);
    for (const tag of tags) expect(tag).toMatch(/^#[\p{L}\p{N}]+$/u);
    const instagram = runEngineVariants("ai-hashtag-generator", { topic: "Vegan meal prep" }, 1);
    for (const set of instagram) expect(set.split(" ").length).toBeLessThanOrEqual(30);
  });
});

describe("SEO helpers", () => {
  it("keep meta titles within 60 and descriptions within 160 characters", () => {
    for (const topic of [
      "Handmade mugs",
      "A very long topic about enterprise resource planning software for mid-sized manufacturing companies in Europe",
    ]) {
      for (const v of runEngineVariants("meta-tag-and-keyword-planner", { topic }, 4).slice(0, 3)) {
        const [, title] = v.match(/^Meta title \(\d+\/60\)\n(.+)/m)!;
        const [, description] = v.match(/^Meta description \(\d+\/160\)\n(.+)/m)!;
        expect(title!.length).toBeLessThanOrEqual(60);
        expect(description!.length).toBeLessThanOrEqual(160);
      }
    }
  });

  it("plans comparison keywords when a competitor is named", () => {
    const plan = runEngineVariants(
      "meta-tag-and-keyword-planner",
      { topic: "Kanban boards", competitor: "Trello" },
      1,
    ).at(-1)!;
    expect(plan).toContain("trello alternative");
  });

  it("keeps YouTube tags within 500 characters and titles within 100", () => {
    const long = {
      video_topic:
        "The complete beginner's guide to landscape photography with a smartphone and cheap lenses",
      target_keyword: "landscape photography tips",
    };
    for (const v of runEngineVariants(
      "youtube-content-generator",
      { ...long, content_type: "Keyword Tags" },
      1,
    )) {
      expect(v.length).toBeLessThanOrEqual(500);
      expect(v).toContain("landscape photography tips");
    }
    for (const v of runEngineVariants(
      "youtube-content-generator",
      { ...long, content_type: "Video Title" },
      1,
    )) {
      expect(v.length).toBeLessThanOrEqual(100);
    }
  });

  it.each(["800", "1200", "1500", "2000"])("drafts a %s-word blog post with headings", (count) => {
    const [draft] = runEngineVariants(
      "seo-blog-generator",
      {
        main_keyword: "cold brew coffee",
        title: "How to Make Cold Brew Coffee at Home",
        word_count: count,
        tone: "Casual",
      },
      1,
    );
    const words = wordCount(draft!);
    expect(words).toBeGreaterThan(Number(count) * 0.85);
    expect(words).toBeLessThan(Number(count) * 1.15);
    expect(draft).toMatch(/^# How to Make Cold Brew Coffee at Home$/m);
    expect(draft!.match(/^## /gm)!.length).toBeGreaterThanOrEqual(5);
    expect(draft).toContain("cold brew coffee");
  });
});

describe("the humanizer", () => {
  const content =
    "In today's fast-paced world, it is important to note that you do not need to utilize a plethora of tools. Furthermore, we will delve into why.";

  it("replaces stock phrases and adds contractions in casual styles", () => {
    const [out] = runEngineVariants(
      "ai-humanizer",
      { content, writing_style: "Casual & Conversational", tone: "Friendly" },
      1,
    );
    expect(out).not.toMatch(/fast-paced|important to note|utilize|plethora|furthermore|delve/i);
    expect(out).toMatch(/don't|we'll/);
  });

  it("keeps full forms in academic style but still rewrites", () => {
    const [out] = runEngineVariants(
      "ai-humanizer",
      { content, writing_style: "Academic & Scholarly", tone: "Serious" },
      1,
    );
    expect(out).not.toMatch(/plethora|delve/i);
    expect(out).toContain("do not");
  });

  it("varies sentence length by splitting long sentences", () => {
    const long =
      "The team reviewed every dashboard in the quarterly report with great care and attention, and they found that most of the metrics were not being read by anyone at all.";
    const [out] = runEngineVariants(
      "ai-humanizer",
      { content: long, writing_style: "Casual & Conversational", tone: "Serious" },
      1,
    );
    expect(out!.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1).length).toBeGreaterThan(1);
  });
});
