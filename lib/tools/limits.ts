import type { ToolInfo, ToolInput } from "./types";

// Character limits each platform enforces, as of 2026 (the issue's list, plus the other bios' limits).
export const POST_LIMITS: Record<string, number> = {
  "Twitter (X)": 280,
  Instagram: 2200,
  TikTok: 2200,
  LinkedIn: 3000,
  Facebook: 63206,
};

export const BIO_LIMITS: Record<string, number> = {
  "Twitter (X)": 160,
  Instagram: 150,
  TikTok: 80,
  LinkedIn: 220,
  Facebook: 101,
};

export const YOUTUBE_LIMITS: Record<string, number> = {
  "Video Title": 100,
  "Video Description": 5000,
  "Keyword Tags": 500,
};

export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

export interface ResultLimit {
  max: number;
  label: string;
}

/** The limit each variant of a result is counted against, if the tool and its input imply one. */
export function resultLimit(tool: Pick<ToolInfo, "slug">, input: ToolInput): ResultLimit | null {
  const platform = input.platform;
  switch (tool.slug) {
    case "ai-social-caption-generator":
    case "tweet-and-post-generator":
      return platform && POST_LIMITS[platform]
        ? { max: POST_LIMITS[platform], label: `${platform} post` }
        : null;
    case "ai-hashtag-generator": {
      const p = platform ?? "Instagram";
      return { max: POST_LIMITS[p] ?? 2200, label: `${p} post` };
    }
    case "ai-bio-generator":
      return platform && BIO_LIMITS[platform]
        ? { max: BIO_LIMITS[platform], label: `${platform} bio` }
        : null;
    case "youtube-content-generator": {
      const type = input.content_type;
      return type && YOUTUBE_LIMITS[type]
        ? { max: YOUTUBE_LIMITS[type], label: `YouTube ${type.toLowerCase()}` }
        : null;
    }
    default:
      return null;
  }
}
