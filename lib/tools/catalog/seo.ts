import { select, text, textarea } from "../fields";
import {
  EEAT_CONTENT_TYPES,
  PLATFORMS,
  SCHEMA_PAGE_TYPES,
  TONES,
  WORD_COUNTS,
  YOUTUBE_CONTENT_TYPES,
} from "../options";
import { blogEngine } from "../engines/blog";
import { hashtagEngine } from "../engines/hashtags";
import { metaEngine } from "../engines/meta";
import { youtubeContentEngine } from "../engines/youtube";
import { blogPrompt, hashtagPrompt, metaPrompt, youtubeContentPrompt } from "../prompts";
import { toolSlug } from "../slug";
import type { CatalogEntry, Tool } from "../types";

const entries = [
  {
    name: "SEO Blog Generator",
    description:
      "A structured, search-friendly blog post draft of the length you choose, built around your keyword.",
    icon: "FileText",
    kind: "text",
    output: "document",
    prompt: blogPrompt,
    engine: blogEngine,
    fields: [
      text("main_keyword", "Main Keyword", "e.g. cold brew coffee", true),
      text("title", "Title", "e.g. How to Make Cold Brew Coffee at Home", true),
      select("word_count", "Word Count", WORD_COUNTS, true),
      select("tone", "Tone", TONES),
    ],
    guide: {
      explanation:
        "Drafts a complete blog post around your main keyword: a meta title and description, an introduction, H2 and H3 sections, an FAQ and a conclusion, at roughly the word count you pick.",
      howTo: [
        "Enter the keyword you want to rank for and a working title.",
        "Choose the length and, optionally, a tone.",
        "Generate, then add your own examples, data and links before publishing.",
      ],
      tips: [
        "Use the keyword in the title, the first paragraph and one heading, and then write naturally.",
        "Original examples and experience are what make a post worth ranking.",
        "Link to two or three related posts of your own.",
      ],
    },
  },
  {
    name: "AI Hashtag Generator",
    description:
      "Relevant hashtags from your topic's keywords, mixed with broad and niche tags for the platform.",
    icon: "Hash",
    kind: "text",
    output: "variants",
    prompt: hashtagPrompt,
    engine: hashtagEngine,
    fields: [
      text("topic", "Topic", "e.g. Vegan meal prep for the week", true),
      select("platform", "Platform", PLATFORMS),
    ],
    guide: {
      explanation:
        "Builds sets of hashtags from the keywords of your topic, then adds broad tags that carry reach and niche tags that reach the right people, in the number each platform rewards.",
      howTo: [
        "Describe the post's topic.",
        "Optionally pick the platform (Instagram if you leave it).",
        "Generate and copy a set into your caption or first comment.",
      ],
      tips: [
        "Niche tags with smaller audiences often bring more engaged viewers.",
        "Instagram allows 30 hashtags; 5 to 15 relevant ones usually do better.",
        "On LinkedIn and X, two or three tags are plenty.",
      ],
    },
  },
  {
    name: "YouTube Content Generator",
    description: "Video titles, descriptions, keyword tags and script outlines for YouTube.",
    icon: "MonitorPlay",
    kind: "text",
    output: "variants",
    prompt: youtubeContentPrompt,
    engine: youtubeContentEngine,
    fields: [
      text("video_topic", "Video Topic", "e.g. Budget travel in Japan", true),
      select("content_type", "Content Type", YOUTUBE_CONTENT_TYPES, true),
      text("target_keyword", "Target Keyword", "e.g. japan travel tips"),
    ],
    guide: {
      explanation:
        "Writes the text around your video: titles under 100 characters, a description with chapters and links, keyword tags within YouTube's 500-character limit, or an outline for the script.",
      howTo: [
        "Enter the video's topic.",
        "Choose what you need: titles, a description, tags or an outline.",
        "Add the keyword viewers search for, then generate.",
      ],
      tips: [
        "Put the keyword near the start of the title.",
        "The first two lines of the description show above the fold.",
        "Tags matter less than titles; spend your time on the title.",
      ],
    },
  },
  {
    name: "Meta Tag and Keyword Planner",
    description: "Meta titles and descriptions within Google's limits, plus a keyword plan for your topic.",
    icon: "Tags",
    kind: "text",
    output: "variants",
    prompt: metaPrompt,
    engine: metaEngine,
    fields: [
      text("topic", "Topic", "e.g. Project management software for small teams", true),
      text("competitor", "Competitor", "e.g. Trello"),
    ],
    guide: {
      explanation:
        "Suggests meta titles of at most 60 characters and meta descriptions of at most 160, and plans keywords by search intent: informational, commercial and, with a competitor, comparison terms.",
      howTo: [
        "Enter the page's topic.",
        "Optionally name a competitor to get comparison keywords.",
        "Generate and copy the title and description into your page's settings.",
      ],
      tips: [
        "Each page needs its own title and description.",
        "Write the description as an answer plus a reason to click.",
        "Target one main keyword per page and support it with close variants.",
      ],
    },
  },
  {
    name: "E-E-A-T Score",
    description: "Scores a page for Experience, Expertise, Authoritativeness and Trust, with fixes.",
    icon: "ShieldCheck",
    kind: "analyzer",
    analyzer: "eeat",
    fields: [
      text("content_url", "Content URL", "https://example.com/your-page", true),
      select("content_type", "Content Type", EEAT_CONTENT_TYPES, true),
      text("industry", "Industry", "e.g. Personal finance"),
    ],
    related: ["meta-tag-and-keyword-planner", "seo-blog-generator"],
    guide: {
      explanation:
        "Fetches a public page and measures the signals behind Google's E-E-A-T guidance: author byline and page, Person or Organization schema with sameAs, About, Contact and Privacy links, published and updated dates, citations to reputable sources, HTTPS, first-hand experience, an editorial policy and contact details. Each is pass, warn or fail with the evidence found, grouped into Experience, Expertise, Authoritativeness and Trust with visible weights. Where the site has an AI provider, it adds a reading of the main text's experience and quality that never changes the measured scores.",
      howTo: [
        "Paste the page's public address.",
        "Choose what kind of page it is and, optionally, its industry.",
        "Read each signal's evidence and fix the ones that warn or fail.",
      ],
      tips: [
        "Name the author and say why they know the subject.",
        "Cite sources and show when the page was last updated.",
        "Contact details and policies build trust.",
      ],
    },
  },
  {
    name: "Schema Markup Generator",
    description: "JSON-LD structured data for articles, products, local businesses, events and more.",
    icon: "Braces",
    kind: "analyzer",
    analyzer: "schema-markup",
    fields: [
      select("page_type", "Page Type", SCHEMA_PAGE_TYPES, true),
      text("business_name", "Business Name", "e.g. Green Leaf Cafe", true),
      text("page_title", "Page Title", "e.g. Our Seasonal Menu", true),
      textarea("description", "Description", "What the page is about", true),
      text("website_url", "Website URL", "https://example.com", true),
      textarea("additional_info", "Additional Info", "Address, price, dates, author…"),
    ],
    related: ["meta-tag-and-keyword-planner", "seo-blog-generator"],
    guide: {
      explanation:
        "Produces one JSON-LD graph for your page (your organization, the website, the page and the chosen type, linked by @id) and checks it in your browser against the properties Google requires and recommends for that type. It says plainly when a type no longer earns a rich result, and suggests the alternative. Nothing is made up: ratings, prices and addresses appear only if you enter them.",
      howTo: [
        "Choose the page type; the fields that type needs appear.",
        "Fill in the page's details, then generate.",
        "Fix any errors shown beside the markup, copy the script tag into your page's head and confirm with Google's Rich Results Test.",
      ],
      tips: [
        "Mark up only what the page visibly shows.",
        "Keep prices, dates and addresses current.",
        "Additional Info is for your notes; it is not put into the markup.",
      ],
    },
  },
  {
    name: "Link-in-Bio Creator",
    description: "One page for all your links, with your photo, bio and buttons.",
    icon: "Link",
    kind: "biolink",
    fields: [],
    related: ["ai-bio-generator", "ai-hashtag-generator"],
    guide: {
      explanation:
        "Builds a single page that holds all your links, to put in the one link your social profiles allow.",
      howTo: ["Add your links.", "Choose a look.", "Share your page's address in your bio."],
      tips: [
        "Put your most important link first.",
        "Fewer buttons get more clicks each.",
        "Use the same photo as on your profiles.",
      ],
    },
  },
] satisfies CatalogEntry[];

export const seoTools: Tool[] = entries.map((e): Tool => ({
  ...e,
  slug: toolSlug(e.name),
  category: "seo-marketing-tools",
}));
