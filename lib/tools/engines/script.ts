import { capitalize, phrase, phrases, pick, titleCase, type Rng } from "./kit";

// A timed script: ~150 spoken words a minute, sections by video type, timestamps that add up to the length.

const MINUTES: Record<string, number> = {
  "2-3 minutes": 2.5,
  "5-7 minutes": 6,
  "10-15 minutes": 12,
  "15+ minutes": 16,
};

const SECTIONS: Record<string, string[]> = {
  "Tutorial/How-to": [
    "What you'll need",
    "Step 1: set up",
    "Step 2: do the core task",
    "Step 3: check the result",
    "Troubleshooting",
    "Pro tips",
    "Going further",
  ],
  Review: [
    "First impressions",
    "What it does well",
    "Where it falls short",
    "Who it's for",
    "Price and value",
    "Alternatives",
    "Verdict",
  ],
  Vlog: [
    "Where we are today",
    "The plan",
    "What actually happened",
    "The best moment",
    "What went wrong",
    "Lessons from the day",
    "Tomorrow",
  ],
  Educational: [
    "The big idea",
    "Key terms",
    "How it works",
    "A worked example",
    "Common misconceptions",
    "Why it matters",
    "Recap",
  ],
  Entertainment: [
    "The setup",
    "The challenge",
    "Round one",
    "The twist",
    "Round two",
    "The finale",
    "Bloopers",
  ],
  "Product Demo": [
    "The problem it solves",
    "Unboxing or first look",
    "Feature one",
    "Feature two",
    "Feature three",
    "Real-world use",
    "Pricing and where to get it",
  ],
  "Story/Personal": [
    "Where it started",
    "The turning point",
    "The hard part",
    "What helped",
    "Where I am now",
    "What I'd tell my past self",
    "What's next",
  ],
  "News/Update": [
    "The headline",
    "What happened",
    "Why it matters",
    "What people are saying",
    "What changes for you",
    "What to watch next",
    "Summary",
  ],
};

const LINES = [
  "Here's the short version: {k} is simpler than it looks once you see it done.",
  "Let me show you on screen, so you can follow along.",
  "A lot of people skip this, and it's exactly why their results stall.",
  "Pause here if you want to try it yourself, then come back.",
  "In my experience, this is where {k} starts paying off.",
  "Keep it simple: one change at a time, then check what happened.",
  "If you only remember one thing from this part, make it this.",
  "Drop a comment if this is where you get stuck; I read them all.",
];

function clock(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export function scriptEngine(input: Record<string, string>, rng: Rng): string[] {
  const topic = phrase(input.topic ?? "");
  const key = phrases(topic, 1)[0] ?? topic.toLowerCase();
  const minutes = MINUTES[input.duration ?? ""] ?? 6;
  const sections = SECTIONS[input.video_type ?? ""] ?? SECTIONS.Educational ?? [];
  const count = Math.min(sections.length, Math.max(3, Math.round(minutes / 2)));
  const body = sections.slice(0, count);
  const perSection = (minutes * 60 - 60) / body.length;
  const linesPer = Math.max(2, Math.round(((perSection / 60) * 150) / 22));
  const out = [
    `# ${titleCase(topic)}`,
    `*${input.video_type ?? "Video"} · ${input.duration ?? `about ${minutes} minutes`} · at ~150 words a minute, aim for about ${Math.round(minutes * 150)} words: expand each section in your own voice*`,
    `## Hook (0:00)`,
    `${pick(rng, ["What if", "Here's why", "Most people get this wrong:"])} ${key}${pick(rng, [" could take you half the time?", " matters more than you think.", " — and it only takes a few minutes to fix."])}`,
    "[B-roll: the end result, in three quick shots]",
    `## Intro (0:15)`,
    `In this video you'll learn ${topic.charAt(0).toLowerCase()}${topic.slice(1)}, step by step. Stick around to the end for the one tip that makes the biggest difference.`,
  ];
  body.forEach((name, i) => {
    out.push(`## ${name} (${clock(45 + i * perSection)})`);
    const lines = Array.from(
      { length: linesPer },
      (_, n) =>
        pick(rng, LINES).replaceAll("{k}", key) +
        (n === 0 ? ` ${capitalize(name.toLowerCase())} comes first here.` : ""),
    );
    out.push([...new Set(lines)].join(" "), `[On screen: ${name.toLowerCase()} for ${key}]`);
  });
  out.push(
    `## Outro (${clock(minutes * 60 - 15)})`,
    `That's ${key}, start to finish. If this helped, like the video, subscribe, and tell me in the comments what you want to see next.`,
  );
  return [out.join("\n\n")];
}
