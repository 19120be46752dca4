import {
  DURATIONS,
  HUMANIZER_STYLES,
  HUMANIZER_TONES,
  PLATFORMS,
  POST_PLATFORMS,
  TONES,
  VIDEO_TYPES,
  WORD_COUNTS,
  YOUTUBE_CONTENT_TYPES,
} from "@/lib/tools/options";
import type { ToolInput } from "@/lib/tools/types";
import { SUBJECTS_HOME, SUBJECTS_WORK, type Subject } from "./engine-subjects";

// Thirty varied subjects a visitor might type, each with a value for every text field of every text tool, so
// the quality gate can run each tool over thirty different inputs. They mix plurals, proper nouns, topics that
// start with a verb, questions, vowels (for "a"/"an") and very short and very long wording on purpose.

const SUBJECTS: Subject[] = [...SUBJECTS_HOME, ...SUBJECTS_WORK];

const cycle = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
// Optional fields are left empty for every third subject, as many visitors leave them.
function withOptional(input: ToolInput, i: number, extra: ToolInput): ToolInput {
  return i % 3 === 0 ? input : { ...input, ...extra };
}

/** Thirty inputs per text tool, every field filled with realistic text and every option used. */
export const CORPUS: Record<string, ToolInput[]> = {
  "ai-social-caption-generator": SUBJECTS.map((s, i) =>
    withOptional({ topic: s.topic, tone: cycle(TONES, i), platform: cycle(PLATFORMS, i + 1) }, i, {
      keywords: `${s.keyword}, ${s.audience}`,
    }),
  ),
  "ai-bio-generator": SUBJECTS.map((s, i) => ({
    description: s.bio,
    tone: cycle(TONES, i + 2),
    platform: cycle(PLATFORMS, i),
  })),
  "tweet-and-post-generator": SUBJECTS.map((s, i) => ({
    topic: s.topic,
    tone: cycle(TONES, i + 3),
    platform: cycle(POST_PLATFORMS, i),
  })),
  "blog-ideas-generator": SUBJECTS.map((s, i) =>
    withOptional({ niche: s.keyword }, i, { audience: s.audience }),
  ),
  "youtube-script-generator": SUBJECTS.map((s, i) => ({
    topic: s.topic,
    video_type: cycle(VIDEO_TYPES, i),
    duration: cycle(DURATIONS, i + Math.floor(i / 8)),
  })),
  "ai-humanizer": SUBJECTS.map((s, i) => ({
    content: s.content,
    writing_style: cycle(HUMANIZER_STYLES, i),
    tone: cycle(HUMANIZER_TONES, i + Math.floor(i / 5)),
  })),
  "seo-blog-generator": SUBJECTS.map((s, i) =>
    withOptional({ main_keyword: s.keyword, title: s.title, word_count: cycle(WORD_COUNTS, i) }, i, {
      tone: cycle(TONES, i),
    }),
  ),
  "ai-hashtag-generator": SUBJECTS.map((s, i) =>
    withOptional({ topic: s.topic }, i, { platform: cycle(PLATFORMS, i) }),
  ),
  "youtube-content-generator": SUBJECTS.map((s, i) =>
    withOptional({ video_topic: s.topic, content_type: cycle(YOUTUBE_CONTENT_TYPES, i) }, i, {
      target_keyword: s.keyword,
    }),
  ),
  "meta-tag-and-keyword-planner": SUBJECTS.map((s, i) =>
    withOptional({ topic: s.topic }, i, { competitor: s.competitor }),
  ),
  "prompt-generator": SUBJECTS.map((s) => ({ prompt_for: s.request })),
  "google-review-generator": SUBJECTS.map((s) => ({
    business_name: s.business,
    service_description: s.service,
  })),
};
