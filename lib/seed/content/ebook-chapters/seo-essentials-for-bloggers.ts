import type { EbookChapter } from "./chapter";

export const seoEssentialsForBloggersChapters: EbookChapter[] = [
  {
    heading: "Find Keywords People Actually Search",
    paragraphs: [
      "Keyword research is simply learning the words your readers type into search engines. Start with the questions your audience asks you, then type them into a search engine and note the autocomplete suggestions and the related questions box. These are real searches, for free.",
      "As a new blog, focus on specific, longer phrases with clear intent, such as how to price wedding photography packages, rather than broad terms like photography. Longer phrases have less competition and bring visitors who know exactly what they want.",
    ],
  },
  {
    heading: "Match the Intent and Answer Fast",
    paragraphs: [
      "Before writing, look at the first page of results for your keyword. If every result is a step-by-step guide, write a better step-by-step guide. If they are all lists or comparisons, that is the format searchers expect. Matching intent matters more than repeating the keyword.",
      "Put the answer near the top of the post and expand below it. Use clear subheadings, short paragraphs and numbered steps. Readers who find what they need quickly stay longer, and search engines notice pages that satisfy visitors.",
    ],
  },
  {
    heading: "On-Page Basics Checklist",
    paragraphs: [
      "For every post, write a unique title of around 50 to 60 characters with the main topic near the start, and a meta description of up to 160 characters that tells searchers why they should click. Use one main heading, logical subheadings and a short, readable URL slug.",
      "Add descriptive alt text to images, compress them before uploading and link to two or three related posts on your own blog using meaningful anchor text. These small habits take minutes per post and add up across your whole site.",
    ],
  },
  {
    heading: "Build Authority Over Time",
    paragraphs: [
      "Search engines favour content that shows real experience and expertise. Share your own results, photos, data and lessons, add an author bio that explains why you are qualified and cite sources for facts.",
      "Links from other sites still matter, and the best way to earn them is to publish things worth referencing: original data, templates, free tools and clear guides. Every few months, refresh your best posts with updated information so they keep earning traffic.",
    ],
  },
];
