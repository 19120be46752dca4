import { select, text, textarea } from "../fields";
import {
  DURATIONS,
  HUMANIZER_STYLES,
  HUMANIZER_TONES,
  PLAGIARISM_CHECK_TYPES,
  PLATFORMS,
  POST_PLATFORMS,
  TONES,
  VIDEO_TYPES,
} from "../options";
import { humanizerEngine } from "../engines/humanizer";
import { ideasEngine } from "../engines/ideas";
import { scriptEngine } from "../engines/script";
import { bioEngine, captionEngine, postEngine } from "../engines/social";
import { bioPrompt, captionPrompt, humanizerPrompt, ideasPrompt, postPrompt, scriptPrompt } from "../prompts";
import { toolSlug } from "../slug";
import type { CatalogEntry, Tool } from "../types";

const entries = [
  {
    name: "AI Social Caption Generator",
    description:
      "Scroll-stopping captions for Instagram, TikTok, LinkedIn, Facebook and X, in the tone you pick.",
    icon: "MessageSquareText",
    kind: "text",
    output: "variants",
    prompt: captionPrompt,
    engine: captionEngine,
    fields: [
      text("topic", "Topic", "e.g. Morning routine for busy parents", true),
      select("tone", "Tone", TONES, true),
      select("platform", "Platform", PLATFORMS, true),
      text("keywords", "Keywords", "e.g. productivity, coffee, planning"),
    ],
    guide: {
      explanation:
        "Writes several ready-to-post captions about your topic, each with a hook, a body and a call to action, sized for the platform you choose so nothing gets cut off.",
      howTo: [
        "Describe what the post is about in a few words.",
        "Pick the tone and the platform; add keywords you want worked in.",
        "Generate, then copy the caption you like or edit it in place.",
      ],
      tips: [
        "The first line is all most people see: keep the hook short and specific.",
        "End with one clear action (comment, save, click), not three.",
        "X allows 280 characters in all, hashtags included.",
      ],
    },
  },
  {
    name: "AI Bio Generator",
    description: "Short, memorable profile bios that fit each platform's character limit.",
    icon: "UserRound",
    kind: "text",
    output: "variants",
    prompt: bioPrompt,
    engine: bioEngine,
    fields: [
      textarea("description", "Description", "Who you are, what you do and for whom", true),
      select("tone", "Tone", TONES, true),
      select("platform", "Platform", PLATFORMS, true),
    ],
    guide: {
      explanation:
        "Turns a description of you or your brand into profile bios that say who you help and why to follow, within the platform's limit (Instagram 150 characters, TikTok 80).",
      howTo: [
        "Write a sentence or two about who you are and what you offer.",
        "Choose a tone and the platform the bio is for.",
        "Generate and pick the version that sounds most like you.",
      ],
      tips: [
        "Lead with the benefit to the reader, not your job title.",
        "Use the link in your bio for one destination at a time.",
        "Update your bio when your focus changes; it is your shop window.",
      ],
    },
  },
  {
    name: "Tweet and Post Generator",
    description:
      "Posts for X, LinkedIn and Facebook with a hook, a point and a question that invites replies.",
    icon: "Send",
    kind: "text",
    output: "variants",
    prompt: postPrompt,
    engine: postEngine,
    fields: [
      text("topic", "Topic", "e.g. What I learned launching my first product", true),
      select("tone", "Tone", TONES, true),
      select("platform", "Platform", POST_PLATFORMS, true),
    ],
    guide: {
      explanation:
        "Drafts several posts on your topic in the format each network rewards: a tight 280-character tweet for X, a skimmable story for LinkedIn and a conversational post for Facebook.",
      howTo: [
        "Type the idea or story you want to share.",
        "Choose the tone and one of X, LinkedIn or Facebook.",
        "Generate, edit a line or two in your own words, and post.",
      ],
      tips: [
        "One idea per post performs better than a list of everything.",
        "Questions at the end invite replies, which widen your reach.",
        "On LinkedIn, short lines and white space keep people reading.",
      ],
    },
  },
  {
    name: "Blog Ideas Generator",
    description: "Fresh blog post ideas and headlines for your niche, built on proven headline patterns.",
    icon: "Lightbulb",
    kind: "text",
    output: "variants",
    prompt: ideasPrompt,
    engine: ideasEngine,
    fields: [
      text("niche", "Niche", "e.g. Home espresso", true),
      text("audience", "Audience", "e.g. Beginners on a budget"),
    ],
    guide: {
      explanation:
        "Suggests blog post ideas for your niche with a working headline and the angle each post takes, using headline patterns that readers and search engines respond to: how-tos, lists, mistakes, comparisons and guides.",
      howTo: [
        "Enter your niche, as specific as you can.",
        "Optionally say who the posts are for.",
        "Generate, then regenerate for more ideas until a few stand out.",
      ],
      tips: [
        "Pick ideas that answer a question your readers actually search for.",
        "A specific audience in the headline raises click-through.",
        "Group ideas into a series to build topical authority.",
      ],
    },
  },
  {
    name: "YouTube Script Generator",
    description: "A timed video script with a hook, sections, on-screen cues and a call to action.",
    icon: "Clapperboard",
    kind: "text",
    output: "document",
    prompt: scriptPrompt,
    engine: scriptEngine,
    fields: [
      text("topic", "Topic", "e.g. How to start a vegetable garden on a balcony", true),
      select("video_type", "Video Type", VIDEO_TYPES, true),
      select("duration", "Duration", DURATIONS, true),
    ],
    guide: {
      explanation:
        "Writes a full script for your video, structured for its type and paced for its length, with timestamps, a hook in the first seconds, B-roll cues and an ending that asks viewers to act.",
      howTo: [
        "Enter the video's topic.",
        "Choose the kind of video and how long it should run.",
        "Generate, then read it aloud once and adjust the words to your voice.",
      ],
      tips: [
        "Deliver on the title's promise in the first 30 seconds.",
        "Spoken scripts run at about 150 words a minute.",
        "Show, don't just tell: the B-roll cues are where viewers stay.",
      ],
    },
  },
  {
    name: "AI Humanizer",
    description: "Rewrites stiff, AI-sounding text so it reads like a person wrote it.",
    icon: "Wand2",
    kind: "text",
    output: "variants",
    prompt: humanizerPrompt,
    engine: humanizerEngine,
    fields: [
      textarea("content", "Content", "Paste the text to rewrite", true),
      select("writing_style", "Writing Style", HUMANIZER_STYLES, true),
      select("tone", "Tone", HUMANIZER_TONES, true),
    ],
    guide: {
      explanation:
        'Rewrites your text in the style and tone you choose: stock phrases such as "delve into" and "in today\'s fast-paced world" are replaced, sentence lengths are varied and, where the style allows, contractions make it sound spoken.',
      howTo: [
        "Paste the text you want to rewrite.",
        "Choose a writing style and a tone.",
        "Generate and compare the versions; keep the one that sounds like you.",
      ],
      tips: [
        "Read the result aloud: anything you would not say, change.",
        "Add one detail only you know; it does more than any rewrite.",
        "Academic and formal styles keep fewer contractions on purpose.",
      ],
    },
  },
  {
    name: "Plagiarism Checker",
    description:
      "Finds passages of your text that match this site's posts and ebooks, or the web, with their sources.",
    icon: "ScanSearch",
    kind: "analyzer",
    analyzer: "plagiarism",
    fields: [
      textarea("content", "Content", "Paste the text to check", true),
      select("check_type", "Check Type", PLAGIARISM_CHECK_TYPES, true),
    ],
    related: ["ai-humanizer", "seo-blog-generator"],
    guide: {
      explanation:
        "Compares your text with this site's published posts and ebook descriptions using winnowed fingerprints (the method MOSS uses), highlights every matching passage with its source and how close it is, and gives the share of your words that match. Web Content also searches the web when the site has a search API key, and says plainly when it has not.",
      howTo: [
        "Paste your text.",
        "Choose how thorough the check should be: Basic reports copied runs of 10 words or more, Detailed 8, Academic 6.",
        "Review the highlighted passages and quote, cite or rewrite them.",
      ],
      tips: [
        "Quote and link sources you rely on.",
        "Rewriting a sentence means restating the idea, not swapping words.",
        "Run the check before you publish, not after.",
      ],
    },
  },
] satisfies CatalogEntry[];

export const writeTools: Tool[] = entries.map((e): Tool => ({
  ...e,
  slug: toolSlug(e.name),
  category: "ai-write-tools",
}));
