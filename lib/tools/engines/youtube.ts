import { YOUTUBE_LIMITS } from "../limits";
import { hashtagSet } from "./hashtags";
import { capitalize, fit, keywords, phrase, phrases, pick, sample, titleCase, type Rng } from "./kit";

// YouTube titles (≤ 100 characters, keyword first), descriptions with chapters, tags within YouTube's 500
// characters (counted as YouTube does: the separators between tags included), and script outlines.

const TITLES = [
  "{K}: {T} (Complete Guide)",
  "{T} | Everything You Need to Know",
  "I Tried {T} for 30 Days",
  "{T} in 10 Minutes",
  "Stop Doing This: {T} Mistakes",
  "{T} for Beginners: Step by Step",
  "The Truth About {T}",
  "{num} {T} Tips I Wish I Knew Sooner",
];

export function tagList(topic: string, keyword: string, rng: Rng): string {
  const base = [keyword, topic.toLowerCase(), ...phrases(topic, 3), ...keywords(topic, 4)].filter(Boolean);
  const extras = keywords(`${topic} ${keyword}`, 4).flatMap((w) => [
    `${w} tips`,
    `${w} tutorial`,
    `how to ${w}`,
    `${w} for beginners`,
    `best ${w}`,
  ]);
  const all = [...new Set([...base, ...sample(rng, extras, extras.length)])];
  const kept: string[] = [];
  for (const tag of all) {
    if ([...kept, tag].join(", ").length > (YOUTUBE_LIMITS["Keyword Tags"] ?? 500)) break;
    kept.push(tag);
  }
  return kept.join(", ");
}

function outline(topic: string, keyword: string, rng: Rng): string {
  const points = sample(
    rng,
    [
      "Why it matters",
      "The basics in plain words",
      "Step-by-step walkthrough",
      "Common mistakes",
      "Tools and resources",
      "A real example",
      "Quick wins",
    ],
    4,
  );
  return [
    `## ${titleCase(topic)}: script outline`,
    `1. **Hook (0:00–0:15):** open on the result or the problem: "${capitalize(keyword || topic)} — here's what nobody tells you."`,
    "2. **Intro (0:15–0:45):** who this video is for and what they'll be able to do by the end.",
    ...points.map((p, i) => `${i + 3}. **${p}:** one idea, one example, one on-screen visual.`),
    `${points.length + 3}. **Recap and call to action:** summarise in three lines; ask viewers to comment their biggest question about ${keyword || topic.toLowerCase()}.`,
  ].join("\n");
}

export function youtubeContentEngine(input: Record<string, string>, rng: Rng): string[] {
  const topic = phrase(input.video_topic ?? "");
  const keyword = phrase(input.target_keyword ?? "").toLowerCase();
  const type = input.content_type ?? "Video Title";
  if (type === "Keyword Tags") return [tagList(topic, keyword, rng), tagList(topic, keyword, rng)];
  if (type === "Video Script Outline") return [outline(topic, keyword, rng)];
  if (type === "Video Description") {
    const tags = hashtagSet(topic, "Instagram", rng, "mixed").slice(0, 3).join(" ");
    const text = [
      `${capitalize(keyword || topic)}: ${pick(rng, ["in this video I show you exactly how it works", "here's everything you need to get started", "the practical guide I wish I'd had"])}.`,
      `We cover ${keywords(topic, 3).join(", ") || topic.toLowerCase()} and the mistakes to avoid, with real examples you can copy.`,
      "⏱️ Chapters\n0:00 Intro\n0:45 The basics\n2:30 Step by step\n6:00 Common mistakes\n8:30 Recap",
      "🔗 Resources mentioned: [add your links]\n👍 If this helped, like and subscribe for more.",
      tags,
    ].join("\n\n");
    return [fit(text, YOUTUBE_LIMITS["Video Description"] ?? 5000)];
  }
  const subject = titleCase(topic);
  const lead = titleCase(keyword || phrases(topic, 1)[0] || topic);
  return sample(rng, TITLES, 5).map((t) =>
    fit(
      t
        .replace("{K}", lead)
        .replace("{T}", subject)
        .replace("{num}", String(pick(rng, [5, 7, 10]))),
      YOUTUBE_LIMITS["Video Title"] ?? 100,
    ),
  );
}
