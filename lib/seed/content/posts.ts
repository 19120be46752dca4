import { gettingStartedWithAiContentCreation } from "./articles/getting-started-with-ai-content-creation";
import { seoBestPracticesFor2024 } from "./articles/seo-best-practices-for-2024";

export interface SeedPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  categorySlug: string;
  tagSlugs: string[];
  views: number;
  publishedDaysAgo: number;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
}

export const seedPosts: SeedPost[] = [
  {
    title: "Getting Started with AI Content Creation",
    slug: "getting-started-with-ai-content-creation",
    excerpt:
      "A practical, step-by-step introduction to creating blog posts, captions and scripts with AI tools while keeping your own voice, facts and experience front and centre.",
    content: gettingStartedWithAiContentCreation,
    categorySlug: "ai-tools",
    tagSlugs: ["ai", "content-creation", "productivity"],
    views: 1250,
    publishedDaysAgo: 5,
    seoTitle: "Getting Started with AI Content Creation",
    seoDescription:
      "Learn how to use AI tools to brainstorm, outline and draft content faster, with prompt tips, a repeatable workflow and editing advice to keep it human.",
    seoKeywords: "AI content creation, AI writing tools, AI prompts, content workflow, AI for creators",
  },
  {
    title: "SEO Best Practices for 2024",
    slug: "seo-best-practices-for-2024",
    excerpt:
      "The SEO fundamentals that matter most this year: search intent, E-E-A-T, on-page basics, Core Web Vitals, structured data, links and keeping old content fresh.",
    content: seoBestPracticesFor2024,
    categorySlug: "seo",
    tagSlugs: ["seo", "marketing", "content-creation"],
    views: 890,
    publishedDaysAgo: 3,
    seoTitle: "SEO Best Practices for 2024: A Practical Guide",
    seoDescription:
      "A practical 2024 SEO checklist: match search intent, show E-E-A-T, nail on-page basics, improve Core Web Vitals and refresh old content for better rankings.",
    seoKeywords: "SEO best practices, SEO 2024, on-page SEO, E-E-A-T, Core Web Vitals, search intent",
  },
];
