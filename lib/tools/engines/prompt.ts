import { capitalize, phrase, phrases, pick, type Rng } from "./kit";

// Prompts structured the way model vendors' guides recommend: role, task, context, constraints, format.

const ROLES = ["an experienced specialist", "a senior expert", "a patient teacher", "a seasoned consultant"];
const VISUAL = /\b(image|photo|picture|logo|illustration|poster|art|drawing|thumbnail|wallpaper|render)\b/i;

export function promptEngine(input: Record<string, string>, rng: Rng): string[] {
  const task = phrase(input.prompt_for ?? "");
  const subject = phrases(task, 1)[0] ?? task.toLowerCase();
  const structured = [
    `You are ${pick(rng, ROLES)} in ${subject}.`,
    "",
    `Task: ${capitalize(task)}.`,
    "",
    "Context: [who this is for, what they already know, why it matters]",
    "",
    "Constraints:",
    "- Be specific and practical; avoid generic advice.",
    `- ${pick(rng, ["Keep it under 300 words.", "Use plain language a beginner understands.", "Cite sources where facts are claimed."])}`,
    "- Ask me up to three questions first if anything important is missing.",
    "",
    `Format: ${pick(rng, ["a numbered list with a one-line summary at the top", "a short table followed by recommendations", "headed sections with bullet points"])}.`,
  ].join("\n");
  const stepwise = [
    `I want to ${task.charAt(0).toLowerCase()}${task.slice(1)}.`,
    "Work through it step by step:",
    `1. List what a great result for "${subject}" looks like.`,
    "2. Draft it.",
    "3. Critique the draft against that list.",
    "4. Give me the improved final version only.",
  ].join("\n");
  const third = VISUAL.test(task)
    ? `${capitalize(task)}, ${pick(rng, ["soft natural light", "golden hour light", "studio lighting"])}, ${pick(rng, ["highly detailed", "clean composition", "shallow depth of field"])}, ${pick(rng, ["35mm photo", "digital illustration", "watercolor style"])}, --no text, watermark`
    : `Act as my ${subject} coach. Give me three different approaches to: ${task}. For each, explain when it works best and the first step. End by recommending one for a [describe your situation].`;
  return [structured, stepwise, third];
}
