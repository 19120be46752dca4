import { capitalize, phrase, pick, shuffle, titleCase, type Rng } from "./kit";
import { action, mainPhrase, subject } from "./language";
import { HOOKS, INTROS, LINES, OPENERS, SECTIONS } from "./script-copy";

// A timed script: ~150 spoken words a minute, sections by video type, timestamps that add up to the length.
// Each section opens on the topic itself; the presenter expands it in their own voice (the header says how
// many words the length needs), so the draft stays short enough to read rather than padded.

const MINUTES: Record<string, number> = {
  "2-3 minutes": 2.5,
  "5-7 minutes": 6,
  "10-15 minutes": 12,
  "15+ minutes": 16,
};

function clock(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export function scriptEngine(input: Record<string, string>, rng: Rng): string[] {
  const topic = phrase(input.topic ?? "");
  const key = mainPhrase(topic);
  const subj = subject(topic);
  // Sections name the topic briefly: its main phrase, or the whole command when it is one ("repotting a plant").
  const short = action(topic) ? subj : key;
  const type = input.video_type ?? "Educational";
  const minutes = MINUTES[input.duration ?? ""] ?? 6;
  const sections = SECTIONS[type] ?? SECTIONS.Educational ?? [];
  const count = Math.min(sections.length, Math.max(3, Math.round(minutes / 2)));
  const body = sections.slice(0, count);
  const perSection = (minutes * 60 - 60) / body.length;
  const linesPer = Math.min(3, Math.max(1, Math.round(perSection / 60)));
  const fill = (t: string, p = "") =>
    t.replaceAll("{p}", p).replaceAll("{S}", capitalize(subj)).replaceAll("{s}", subj);
  const openers = shuffle(rng, OPENERS);
  const lines = shuffle(rng, LINES);

  const out = [
    `# ${titleCase(topic)}`,
    `*${type} about ${key}, ${input.duration ?? `about ${minutes} minutes`}: at about 150 words a minute, aim for ${Math.round(minutes * 150)} words, expanding each section in your own voice.*`,
    `## Hook (0:00)`,
    capitalize(fill(pick(rng, HOOKS))),
    `[B-roll: ${subj}, three quick shots of the end result]`,
    `## Intro (0:15)`,
    `${capitalize((INTROS[type] ?? INTROS.Educational ?? "").replaceAll("{t}", subj))} Stick around to the end for the one tip that makes the biggest difference.`,
  ];
  body.forEach(([heading, focus], i) => {
    out.push(`## ${heading} (${clock(45 + i * perSection)})`);
    const spoken = [fill(openers[i % openers.length] ?? "", focus).replaceAll("{k}", short)];
    for (let n = 0; n < linesPer - 1; n++) spoken.push(lines[(i * 2 + n) % lines.length] ?? "");
    out.push(capitalize(spoken.join(" ")), `[On screen: ${focus}, for ${short}]`);
  });
  out.push(
    `## Outro (${clock(minutes * 60 - 15)})`,
    `That's everything on ${subj}, start to finish. If this helped, like the video, subscribe, and tell me in the comments what you want to see next.`,
  );
  return [out.join("\n\n")];
}
