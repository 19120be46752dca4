import { IMAGE_STYLES, PLATFORMS, SCHEMA_PAGE_TYPES, TONES, WORD_COUNTS } from "@/lib/tools/options";
import { TOOL_COUNT } from "@/lib/tools/registry";
import { TOOL_CATEGORIES } from "@/lib/tools/types";

// What the home page says, derived from the registry wherever there is a number to state.

/** "30+" for 33 tools: SPEC's "20+" badge, kept true as tools are added. */
export const toolCountClaim = `${Math.floor(TOOL_COUNT / 10) * 10}+`;

export const featuredToolSlugs = [
  "ai-social-caption-generator",
  "ai-hashtag-generator",
  "seo-blog-generator",
  "ai-humanizer",
  "ai-bio-generator",
  "youtube-script-generator",
] as const;

export const audiences = [
  {
    name: "Content Creators",
    text: "Captions, hashtags and bios that fit each platform, and scripts for your next video.",
    slugs: [
      "ai-social-caption-generator",
      "ai-hashtag-generator",
      "ai-bio-generator",
      "youtube-script-generator",
    ],
  },
  {
    name: "SEO Marketers",
    text: "Drafts built around a keyword, meta tags within the limits, ideas and a quality check.",
    slugs: ["seo-blog-generator", "meta-tag-and-keyword-planner", "blog-ideas-generator", "e-e-a-t-score"],
  },
  {
    name: "AI Writers",
    text: "Make machine-written text sound like you, write better prompts and check originality.",
    slugs: ["ai-humanizer", "prompt-generator", "tweet-and-post-generator", "plagiarism-checker"],
  },
  {
    name: "Visual Creators",
    text: "Images from a description, prompts that get the style right, and PDFs from your pictures.",
    slugs: ["free-image-generator", "prompt-generator", "jpg-to-pdf", "youtube-content-generator"],
  },
] as const;

export const steps = [
  {
    title: "Pick a tool",
    text: "Search the catalogue or start from your role. Every tool is free, with no account.",
  },
  {
    title: "Describe what you need",
    text: "A topic, a tone, a platform: a few fields, each explained on the page.",
  },
  {
    title: "Copy, edit, publish",
    text: "Get several versions, edit them in place, copy or download, and go.",
  },
] as const;

export const features = [
  { value: String(TOOL_COUNT), label: "Free tools", text: "Writing, SEO, images, PDFs and business." },
  {
    value: String(TOOL_CATEGORIES.length),
    label: "Tool categories",
    text: "Find the right tool in a click.",
  },
  {
    value: String(PLATFORMS.length),
    label: "Social platforms",
    text: "Output sized to each platform's limits.",
  },
  { value: String(TONES.length), label: "Writing tones", text: "From professional to witty." },
  {
    value: String(WORD_COUNTS.length),
    label: "Blog post lengths",
    text: "Structured drafts of 800 to 2,000 words.",
  },
  {
    value: String(IMAGE_STYLES.length),
    label: "Image styles",
    text: "Realistic, anime, watercolor and more.",
  },
  {
    value: String(SCHEMA_PAGE_TYPES.length),
    label: "Schema types",
    text: "Structured data for rich results.",
  },
  { value: "10K+", label: "Creators", text: "Use Creatorkit every month." },
] as const;
