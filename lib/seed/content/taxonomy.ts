export interface SeedTerm {
  name: string;
  slug: string;
  description: string;
  color: string;
}

export const seedCategories: SeedTerm[] = [
  {
    name: "AI Tools",
    slug: "ai-tools",
    description:
      "Hands-on guides to the AI writing, image and SEO tools that speed up everyday content work.",
    color: "#3B82F6",
  },
  {
    name: "Content Creation",
    slug: "content-creation",
    description:
      "Practical advice on planning, writing and editing content that people actually want to read.",
    color: "#10B981",
  },
  {
    name: "SEO",
    slug: "seo",
    description: "Search engine optimisation techniques that help your pages get found, clicked and trusted.",
    color: "#F59E0B",
  },
  {
    name: "Marketing",
    slug: "marketing",
    description:
      "Strategies for reaching the right audience and turning attention into subscribers and customers.",
    color: "#EF4444",
  },
  {
    name: "Branding",
    slug: "branding",
    description:
      "How to build a consistent voice, look and reputation that makes your work instantly recognisable.",
    color: "#8B5CF6",
  },
  {
    name: "Networking",
    slug: "networking",
    description: "Ways to build genuine professional relationships, collaborations and communities online.",
    color: "#EC4899",
  },
  {
    name: "Productivity",
    slug: "productivity",
    description: "Workflows, habits and templates that help creators publish more without burning out.",
    color: "#06B6D4",
  },
  {
    name: "Social Media",
    slug: "social-media",
    description:
      "Platform-by-platform tactics for captions, hashtags, bios and posts that grow an engaged following.",
    color: "#84CC16",
  },
];

export const seedTags: SeedTerm[] = [
  {
    name: "AI",
    slug: "ai",
    description:
      "Posts about artificial intelligence and how creators can use it responsibly and effectively.",
    color: "#3B82F6",
  },
  {
    name: "Content Creation",
    slug: "content-creation",
    description: "Posts covering ideas, drafting, editing and repurposing content across formats.",
    color: "#10B981",
  },
  {
    name: "SEO",
    slug: "seo",
    description: "Posts on keywords, on-page optimisation, technical SEO and search visibility.",
    color: "#F59E0B",
  },
  {
    name: "Marketing",
    slug: "marketing",
    description: "Posts on audience growth, email, campaigns and converting readers into customers.",
    color: "#EF4444",
  },
  {
    name: "Branding",
    slug: "branding",
    description:
      "Posts about brand voice, visual identity and positioning for creators and small businesses.",
    color: "#8B5CF6",
  },
  {
    name: "Networking",
    slug: "networking",
    description: "Posts on collaborations, outreach and building relationships with peers and audiences.",
    color: "#EC4899",
  },
  {
    name: "Productivity",
    slug: "productivity",
    description: "Posts about saving time with better systems, batching and automation.",
    color: "#06B6D4",
  },
  {
    name: "Social Media",
    slug: "social-media",
    description: "Posts about growing and engaging audiences on Instagram, TikTok, LinkedIn, X and more.",
    color: "#84CC16",
  },
];
