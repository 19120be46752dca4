import { hashtag, keywords, phrases, sample, shuffle, type Rng } from "./kit";

// Broad tags carry reach on each platform; niche tags are built from the topic's own keywords.
const BROAD: Record<string, string[]> = {
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

const NICHE_SUFFIXES = [
  "tips",
  "community",
  "life",
  "ideas",
  "daily",
  "lovers",
  "101",
  "goals",
  "hacks",
  "inspo",
];

/** How many tags a set holds on each platform: what each one's users and ranking reward. */
export const HASHTAG_COUNTS: Record<string, number> = {
  Instagram: 20,
  TikTok: 5,
  LinkedIn: 4,
  "Twitter (X)": 2,
  Facebook: 3,
};

/** Tags for the topic itself: its phrases run together, then its single keywords. */
export function topicTags(topic: string): string[] {
  const tags = [...phrases(topic, 3).map((p) => hashtag(p)), ...keywords(topic, 4).map((w) => hashtag(w))];
  return [...new Set(tags)];
}

/** Smaller, more engaged audiences: each phrase or keyword with a community suffix. */
export function nicheTags(topic: string, rng: Rng, count: number): string[] {
  const stems = [...new Set([...phrases(topic, 3), ...keywords(topic, 2)])];
  const all = stems.flatMap((w) => NICHE_SUFFIXES.map((s) => hashtag(`${w}${s}`)));
  return sample(rng, all, count);
}

/** One hashtag set: topic tags first, then niche and broad ones, the platform's usual count. */
export function hashtagSet(
  topic: string,
  platform: string,
  rng: Rng,
  focus: "mixed" | "niche" | "broad",
): string[] {
  const count = HASHTAG_COUNTS[platform] ?? 10;
  const direct = topicTags(topic);
  const broad = shuffle(rng, BROAD[platform] ?? BROAD.Instagram ?? []);
  const niche = nicheTags(topic, rng, count);
  const order =
    focus === "niche"
      ? [...direct.slice(0, 1), ...niche, ...broad]
      : focus === "broad"
        ? [...direct.slice(0, 1), ...broad.slice(0, Math.ceil(count / 2)), ...niche]
        : [
            ...direct.slice(0, Math.ceil(count / 2)),
            ...broad.slice(0, Math.ceil(count / 4)),
            ...niche,
            ...broad,
          ];
  return [...new Set(order)].slice(0, count);
}

export function hashtagEngine(input: Record<string, string>, rng: Rng): string[] {
  const platform = input.platform ?? "Instagram";
  const topic = input.topic ?? "";
  return (["mixed", "niche", "broad"] as const).map((focus) =>
    hashtagSet(topic, platform, rng, focus).join(" "),
  );
}
