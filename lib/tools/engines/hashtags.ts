import { hashtag, keywords, shuffle, type Rng } from "./kit";
import { tagPhrases } from "./language";

// Broad tags carry reach on each platform (a short list of real, widely used tags); every other tag is a word or
// a phrase of the visitor's topic, never one made up by adding suffixes to it.
export const BROAD: Record<string, string[]> = {
  Instagram: [
    "#instagood",
    "#photooftheday",
    "#instadaily",
    "#explorepage",
    "#reels",
    "#inspiration",
    "#creators",
    "#community",
  ],
  TikTok: ["#fyp", "#foryou", "#foryoupage", "#tiktoktips", "#learnontiktok", "#viral"],
  LinkedIn: ["#leadership", "#careers", "#business", "#productivity", "#learning", "#innovation"],
  "Twitter (X)": ["#tips", "#thread", "#trending", "#community"],
  Facebook: ["#community", "#tips", "#inspiration", "#dailyinspiration"],
};

/** How many tags a set holds on each platform: what each one's users and ranking reward. */
export const HASHTAG_COUNTS: Record<string, number> = {
  Instagram: 20,
  TikTok: 5,
  LinkedIn: 4,
  "Twitter (X)": 2,
  Facebook: 3,
};

/** Tags for the topic itself, longest phrases first: only words and phrases the visitor wrote. */
export function topicTags(topic: string): string[] {
  const tags = tagPhrases(topic).map((p) => hashtag(p));
  return [...new Set(tags.length > 0 ? tags : keywords(topic, 4).map((w) => hashtag(w)))];
}

/** One hashtag set, at most the platform's usual count: the topic's own tags first, then broad ones. */
export function hashtagSet(
  topic: string,
  platform: string,
  rng: Rng,
  focus: "mixed" | "niche" | "broad",
): string[] {
  const count = HASHTAG_COUNTS[platform] ?? 10;
  const direct = topicTags(topic);
  const broad = shuffle(rng, BROAD[platform] ?? BROAD.Instagram ?? []);
  // Niche: the topic's own tags only. Mixed: the topic's, then a few broad ones. Broad: the main tag, then reach.
  const order =
    focus === "niche"
      ? direct
      : focus === "broad"
        ? [...direct.slice(0, 2), ...broad]
        : [...direct.slice(0, Math.max(2, count - Math.ceil(count / 4))), ...broad];
  return [...new Set(order)].slice(0, count);
}

export function hashtagEngine(input: Record<string, string>, rng: Rng): string[] {
  const platform = input.platform ?? "Instagram";
  const topic = input.topic ?? "";
  return (["mixed", "niche", "broad"] as const).map((focus) =>
    hashtagSet(topic, platform, rng, focus).join(" "),
  );
}
