import { aiWritingPromptsGuideChapters } from "./ebook-chapters/ai-writing-prompts-guide";
import type { EbookChapter } from "./ebook-chapters/chapter";
import { contentPlanningPlaybookChapters } from "./ebook-chapters/content-planning-playbook";
import { emailNewsletterStarterKitChapters } from "./ebook-chapters/email-newsletter-starter-kit";
import { repurposingContentGuideChapters } from "./ebook-chapters/repurposing-content-guide";
import { seoEssentialsForBloggersChapters } from "./ebook-chapters/seo-essentials-for-bloggers";
import { socialMediaGrowthBlueprintChapters } from "./ebook-chapters/social-media-growth-blueprint";

export interface SeedEbookCategory {
  name: string;
  slug: string;
  description: string;
  color: string;
}

export interface SeedEbook {
  title: string;
  slug: string;
  description: string;
  excerpt: string;
  categorySlug: string;
  /** Must equal the page count of the PDF rendered by lib/seed/ebook-pdf.ts. */
  pages: number;
  featured: boolean;
  seoKeywords: string;
  chapters: EbookChapter[];
}

export function ebookFilePath(slug: string): string {
  return `/downloads/ebooks/${slug}.pdf`;
}

export const seedEbookCategories: SeedEbookCategory[] = [
  {
    name: "Content Creation",
    slug: "content-creation",
    description:
      "Guides to planning, writing and repurposing content that your audience wants to read and share.",
    color: "#10B981",
  },
  {
    name: "SEO & Marketing",
    slug: "seo-marketing",
    description:
      "Practical playbooks for getting found in search and turning visitors into subscribers and customers.",
    color: "#F59E0B",
  },
  {
    name: "Social Media",
    slug: "social-media",
    description:
      "Platform tactics for profiles, captions, hashtags and community building that grow a real following.",
    color: "#EC4899",
  },
  {
    name: "AI & Productivity",
    slug: "ai-productivity",
    description:
      "How to use AI tools and smarter workflows to create more in less time without losing your voice.",
    color: "#8B5CF6",
  },
];

export const seedEbooks: SeedEbook[] = [
  {
    title: "The Creator's Content Planning Playbook",
    slug: "content-planning-playbook",
    description:
      "Stop wondering what to post next. This playbook shows you how to define your audience, build three to five content pillars and turn them into a publishing calendar you can actually keep. It finishes with a simple monthly review that tells you what to do more of and what to drop.",
    excerpt: "Define your audience, build content pillars and plan a calendar you can keep all year.",
    categorySlug: "content-creation",
    pages: 5,
    featured: true,
    seoKeywords: "content planning, content calendar, content pillars, content strategy, creator planning",
    chapters: contentPlanningPlaybookChapters,
  },
  {
    title: "AI Writing Prompts That Actually Work",
    slug: "ai-writing-prompts-guide",
    description:
      "Generic prompts produce generic content. Learn a five-part prompt formula, a staged workflow from headline to finished draft and the follow-up prompts that turn rough AI output into writing that sounds like you. Includes guidance on fact-checking and editing so you can publish with confidence.",
    excerpt:
      "A practical prompt formula and workflow for getting useful, on-brand drafts from AI writing tools.",
    categorySlug: "ai-productivity",
    pages: 5,
    featured: true,
    seoKeywords: "AI writing prompts, prompt engineering, AI content, ChatGPT prompts, AI copywriting",
    chapters: aiWritingPromptsGuideChapters,
  },
  {
    title: "SEO Essentials for Bloggers",
    slug: "seo-essentials-for-bloggers",
    description:
      "A no-jargon introduction to search engine optimisation for new and growing blogs. You will learn how to find keywords people really search, match search intent, complete an on-page checklist for every post and build authority over time.",
    excerpt: "Keyword research, search intent and an on-page checklist for every blog post you publish.",
    categorySlug: "seo-marketing",
    pages: 5,
    featured: true,
    seoKeywords: "SEO for bloggers, blog SEO, keyword research, on-page SEO, SEO checklist",
    chapters: seoEssentialsForBloggersChapters,
  },
  {
    title: "Social Media Growth Blueprint",
    slug: "social-media-growth-blueprint",
    description:
      "Grow a following that engages, not just one that scrolls past. This blueprint covers choosing the right platforms, optimising your profile, writing hooks, captions and hashtags that work, and building a community that sticks with you.",
    excerpt: "Pick the right platforms, polish your profile and write posts that earn followers.",
    categorySlug: "social-media",
    pages: 5,
    featured: false,
    seoKeywords: "social media growth, Instagram growth, captions, hashtags, social media strategy",
    chapters: socialMediaGrowthBlueprintChapters,
  },
  {
    title: "Email Newsletter Starter Kit",
    slug: "email-newsletter-starter-kit",
    description:
      "Build an audience you own. This starter kit explains why email still outperforms social feeds, how to set up a permission-based list with a compelling sign-up offer and how to write emails people look forward to opening.",
    excerpt: "Set up your first email list and write newsletters people actually open.",
    categorySlug: "seo-marketing",
    pages: 4,
    featured: false,
    seoKeywords: "email newsletter, email marketing, email list, newsletter tips, subject lines",
    chapters: emailNewsletterStarterKitChapters,
  },
  {
    title: "Repurposing Content: One Idea, Ten Posts",
    slug: "repurposing-content-guide",
    description:
      "Get more from every piece you create. Learn how to start with a pillar piece, break it into platform-native posts, videos and emails, and keep a content library that makes your best ideas easy to reuse. A practical system for showing up everywhere without burning out.",
    excerpt: "Turn one pillar piece into a week of posts, clips and emails across every channel.",
    categorySlug: "content-creation",
    pages: 5,
    featured: false,
    seoKeywords:
      "content repurposing, repurpose content, content recycling, pillar content, content marketing",
    chapters: repurposingContentGuideChapters,
  },
];
