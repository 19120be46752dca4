import { YOUTUBE_LIMITS } from "../limits";
import { hashtagSet } from "./hashtags";
import { capitalize, fit, phrase, pick, sample, titleCase, type Rng } from "./kit";
import { afterPreposition } from "./inflection";
import { action, mainPhrase, nounPhrases, subject, tagPhrases } from "./language";

// YouTube titles (≤ 100 characters, keyword first), descriptions with chapters, tags within YouTube's 500
// characters (counted as YouTube does: the separators between tags included), and script outlines. Plain
// text throughout: these results are shown and copied as they are.

// "{S}" is the topic as a title ("Repotting a Snake Plant"), "{K}" the target keyword as a title.
const TITLES = [
  "{S} (Complete Guide)",
  "{S} | Everything You Need to Know",
  "I Tried {S} for 30 Days",
  "{S} in 10 Minutes",
  "Stop Making These Mistakes with {S}",
  "{S} for Beginners: Step by Step",
  "The Truth About {S}",
  "{num} Tips for {S} I Wish I'd Known Sooner",
];

export function tagList(topic: string, keyword: string, rng: Rng): string {
  const stems = [...new Set([...(keyword ? [keyword] : []), ...tagPhrases(`${topic}, ${keyword}`)])];
  const command = action(topic);
  const base = [...new Set([keyword, subject(topic), ...stems].filter(Boolean).map((t) => t.toLowerCase()))];
  // Search phrases ("… tips", "best …") only from the keyword and the topic's longer phrases, where they read.
  const extras = [...new Set([keyword, ...nounPhrases(topic, 3).filter((p) => p.includes(" "))])]
    .filter(Boolean)
    .slice(0, 3)
    .flatMap((s) => [`${s} tips`, `${s} tutorial`, `${s} for beginners`, `best ${s}`])
    .concat(command ? [`how to ${command.verb} ${command.object}`] : []);
  const all = [...new Set([...base, ...sample(rng, extras, extras.length).map((t) => t.toLowerCase())])];
  const kept: string[] = [];
  for (const tag of all) {
    if (/\b(\w+) \1\b/.test(tag)) continue;
    if ([...kept, tag].join(", ").length > (YOUTUBE_LIMITS["Keyword Tags"] ?? 500)) break;
    kept.push(tag);
  }
  return kept.join(", ");
}

function outline(topic: string, keyword: string, rng: Rng): string {
  const subj = subject(topic);
  const focus = afterPreposition(keyword || mainPhrase(topic));
  const points = sample(
    rng,
    [
      `Why ${focus} matters`,
      `The basics of ${subj} in plain words`,
      `A step-by-step walkthrough of ${subj}`,
      `Common mistakes with ${focus}`,
      `Tools and resources for ${focus}`,
      `A real example of ${subj}`,
      `Quick wins with ${focus}`,
    ],
    4,
  );
  return [
    `Script outline: ${titleCase(topic)}`,
    `1. Hook (0:00–0:15): open on the result or the problem: "${capitalize(subj)}: here's what nobody tells you."`,
    `2. Intro (0:15–0:45): who this video about ${focus} is for and what they'll be able to do by the end.`,
    ...points.map((p, i) => `${i + 3}. ${p}: one idea, one example, one on-screen visual.`),
    `${points.length + 3}. Recap and call to action: summarise in three lines; ask viewers to comment their biggest question about ${focus}.`,
  ].join("\n");
}

function description(topic: string, keyword: string, rng: Rng): string {
  const subj = subject(topic);
  const focus = afterPreposition(keyword || mainPhrase(topic));
  const tags = hashtagSet(`${topic}, ${keyword}`, "Instagram", rng, "niche").slice(0, 3).join(" ");
  const text = [
    `${capitalize(subj)}: ${pick(rng, ["in this video I show you exactly how it works", "here's everything you need to get started", "the practical guide I wish I'd had"])}.`,
    `We cover the basics of ${focus}, a step-by-step walkthrough and the mistakes to avoid, with real examples you can copy.`,
    `⏱️ Chapters\n0:00 Intro\n0:45 The basics of ${focus}\n2:30 Step by step\n6:00 Common mistakes\n8:30 Recap`,
    `🔗 Resources for ${focus} mentioned in the video: [add your links]\n👍 If this helped, like and subscribe for more.`,
    tags,
  ].join("\n\n");
  return fit(text, YOUTUBE_LIMITS["Video Description"] ?? 5000);
}

export function youtubeContentEngine(input: Record<string, string>, rng: Rng): string[] {
  const topic = phrase(input.video_topic ?? "");
  const keyword = phrase(input.target_keyword ?? "").toLowerCase();
  const type = input.content_type ?? "Video Title";
  if (type === "Keyword Tags") return [tagList(topic, keyword, rng), tagList(topic, keyword, rng)];
  if (type === "Video Script Outline") return [outline(topic, keyword, rng)];
  if (type === "Video Description") return [description(topic, keyword, rng)];
  const title = titleCase(subject(topic));
  // The keyword leads when it is not already in the title: "Japan Travel Tips: Budget Travel in Japan".
  const lead = keyword && !title.toLowerCase().includes(keyword) ? `${titleCase(keyword)}: ` : "";
  return sample(rng, TITLES, 5).map((t) =>
    fit(
      `${lead}${t.replace("{S}", title).replace("{num}", String(pick(rng, [5, 7, 10])))}`,
      YOUTUBE_LIMITS["Video Title"] ?? 100,
    ),
  );
}
