// SPEC §5 "Tool forms" option lists, word for word.

export const WORD_COUNTS = ["800", "1200", "1500", "2000"] as const;
export const TONES = ["Casual", "Professional", "Witty", "Enthusiastic", "Informative", "Sarcastic"] as const;
export const PLATFORMS = ["Instagram", "Facebook", "TikTok", "LinkedIn", "Twitter (X)"] as const;
/** SPEC §3: the tweet and post generator offers these three only. */
export const POST_PLATFORMS = ["Twitter (X)", "LinkedIn", "Facebook"] as const;
export const YOUTUBE_CONTENT_TYPES = [
  "Video Title",
  "Video Description",
  "Keyword Tags",
  "Video Script Outline",
] as const;
export const VIDEO_TYPES = [
  "Tutorial/How-to",
  "Review",
  "Vlog",
  "Educational",
  "Entertainment",
  "Product Demo",
  "Story/Personal",
  "News/Update",
] as const;
export const DURATIONS = ["2-3 minutes", "5-7 minutes", "10-15 minutes", "15+ minutes"] as const;
export const HUMANIZER_STYLES = [
  "Casual & Conversational",
  "Professional & Formal",
  "Creative & Engaging",
  "Academic & Scholarly",
  "Business & Corporate",
] as const;
export const HUMANIZER_TONES = ["Friendly", "Authoritative", "Humorous", "Serious", "Inspirational"] as const;
export const PLAGIARISM_CHECK_TYPES = [
  "Basic Check",
  "Detailed Analysis",
  "Academic Papers",
  "Web Content",
] as const;
export const IMAGE_STYLES = [
  "Realistic",
  "Cartoon/Anime",
  "Abstract",
  "Photographic",
  "Digital Art",
  "Watercolor",
  "Sketch",
  "3D Render",
] as const;
export const IMAGE_SIZES = [
  "1024x1024",
  "1024x768",
  "768x1024",
  "1024x576",
  "576x1024",
  "512x512",
  "768x768",
] as const;
export const EEAT_CONTENT_TYPES = [
  "Blog Post",
  "Product Page",
  "Landing Page",
  "About Page",
  "Service Page",
  "Review/Article",
  "News Article",
  "Educational Content",
] as const;
export const SCHEMA_PAGE_TYPES = [
  "Article/Blog Post",
  "Product",
  "Local Business",
  "Organization",
  "Person",
  "Event",
  "Recipe",
  "Review",
  "FAQ",
  "How-to",
  "Video",
  "Book",
  "Course",
  "Service",
] as const;

export type Platform = (typeof PLATFORMS)[number];
export type Tone = (typeof TONES)[number];
