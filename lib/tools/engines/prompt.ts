import { capitalize, phrase, pick, type Rng } from "./kit";
import { action, headPhrase, nounPhrases } from "./language";

// Prompts structured the way model vendors' guides recommend: role, task, context, constraints, format. The
// role, the constraints and the format follow the kind of request, and every block names the thing asked for.

interface Kind {
  test: RegExp;
  roles: string[];
  /** "{x}" is the thing asked for ("cover letter"). */
  constraints: string[];
  formats: string[];
  coach: string;
}

const KINDS: Kind[] = [
  {
    test: /\b(image|photo|picture|logo|illustration|poster|drawing|thumbnail|wallpaper|render|icon|banner)\b/i,
    roles: ["an experienced art director", "a senior brand designer", "a visual designer with a sharp eye"],
    constraints: [
      "Describe the {x} in terms of subject, composition, colour and mood.",
      "Keep the {x} simple enough to read at a small size.",
      "Suggest two colour palettes for the {x}, each with hex codes.",
    ],
    formats: [
      "three short concepts for the {x}, each with a one-line rationale",
      "a brief for the {x} in five labelled parts",
    ],
    coach: "design",
  },
  {
    test: /\b(script|code|function|sql|query|regex|api|bash|python|javascript|program)\b/i,
    roles: ["a senior software engineer", "a careful programmer who writes tests first"],
    constraints: [
      "Handle the obvious failure cases of the {x} and say how each is handled.",
      "Explain any command in the {x} that could delete or overwrite data.",
      "Keep the {x} short and readable rather than clever.",
    ],
    formats: [
      "the {x} in one code block, followed by a short explanation",
      "the {x} first, then how to run it and test it",
    ],
    coach: "programming",
  },
  {
    test: /^(explain|teach|describe|why|what|how)\b/i,
    roles: [
      "a patient teacher",
      "a science communicator who avoids jargon",
      "a tutor who checks understanding",
    ],
    constraints: [
      "Start the {x} with the one idea everything else depends on.",
      "Use one everyday comparison to make the {x} concrete.",
      "Define any technical term the first time the {x} needs it.",
    ],
    formats: [
      "short paragraphs on the {x}, ending with three questions to check understanding",
      "the {x} in five numbered steps, each one or two sentences",
    ],
    coach: "learning",
  },
  {
    test: /^(plan|schedule|organi[sz]e|list|make|create|outline|suggest)\b|\b(plan|schedule|itinerary|checklist|list)\b/i,
    roles: ["a practical planner", "an organised project manager", "a coach who plans in small steps"],
    constraints: [
      "Make every item of the {x} something I can act on today.",
      "Keep the {x} realistic for someone with little spare time.",
      "Mark which parts of the {x} are essential and which are optional.",
    ],
    formats: ["the {x} as a table with one row per item", "the {x} as a checklist grouped by day or stage"],
    coach: "planning",
  },
  {
    test: /^(compare|summari[sz]e|calculate|analy[sz]e|review|troubleshoot|evaluate|assess)\b/i,
    roles: ["a careful analyst", "an independent reviewer", "a consultant known for straight answers"],
    constraints: [
      "Separate facts about the {x} from opinions, and say which is which.",
      "State any assumption behind the {x} before relying on it.",
      "End the {x} with a clear recommendation, not a list of considerations.",
    ],
    formats: [
      "the {x} as a short table followed by a verdict",
      "the {x} in three headed sections: findings, reasons, recommendation",
    ],
    coach: "decision",
  },
];

const WRITING: Kind = {
  test: /./,
  roles: ["an experienced copywriter", "a seasoned editor", "a writer who keeps things clear and warm"],
  constraints: [
    "Keep the {x} under 300 words, in plain language.",
    "Open the {x} with its most important point, not a warm-up.",
    "Write the {x} in an active voice, with concrete details instead of adjectives.",
  ],
  formats: [
    "two versions of the {x}, one formal and one relaxed",
    "the {x} first, then three ways to make it shorter",
  ],
  coach: "writing",
};

const fillX = (template: string, thing: string) => template.replaceAll("{x}", thing);

export function promptEngine(input: Record<string, string>, rng: Rng): string[] {
  const request = phrase(input.prompt_for ?? "");
  const command = action(request);
  // "A logo for a bicycle repair shop" is a thing, not a command: the task is to create it.
  const task = command ? capitalize(request) : `Create ${request.charAt(0).toLowerCase()}${request.slice(1)}`;
  // "Explain how espresso extraction works": the thing is the explanation of what the question is about.
  const thing = /^(how|why|what|when|where)\b/i.test(command?.object ?? "")
    ? `explanation of ${nounPhrases(command?.object ?? "", 1)[0] ?? "it"}`
    : command
      ? headPhrase(command.object, false)
      : headPhrase(request);
  const kind = KINDS.find((k) => k.test.test(request)) ?? WRITING;
  const [first, second] = [pick(rng, kind.constraints), pick(rng, kind.constraints)];
  const constraints = [...new Set([first, second])].map((c) => `- ${fillX(c as string, thing)}`);

  const structured = [
    `You are ${pick(rng, kind.roles)}. Your task: ${task.charAt(0).toLowerCase()}${task.slice(1)}.`,
    `Context: the ${thing} is for [who it is for]. They already know [what they know], and it matters because [why it matters].`,
    [
      "Constraints:",
      ...constraints,
      `- If anything important about the ${thing} is missing, ask me up to three questions before you start.`,
    ].join("\n"),
    `Format: ${fillX(pick(rng, kind.formats), thing)}.`,
  ].join("\n\n");

  const stepwise = [
    `I want to ${task.charAt(0).toLowerCase()}${task.slice(1)}. Work through it step by step:`,
    `1. List what makes an excellent ${thing} for my purpose.`,
    `2. Draft the ${thing}.`,
    `3. Check the draft against your list and note where it falls short.`,
    `4. Give me only the improved ${thing}.`,
  ].join("\n");

  const third = KINDS[0]!.test.test(request)
    ? `${capitalize(request)}, ${pick(rng, ["soft natural light", "golden hour light", "studio lighting", "flat even lighting"])}, ${pick(rng, ["highly detailed", "clean composition", "bold simple shapes"])}, ${pick(rng, ["35mm photo", "digital illustration", "vector style", "watercolor style"])}, no text, no watermark`
    : `Act as my ${kind.coach} coach. Give me three different ways to approach ${command?.gerund ?? `creating ${request.charAt(0).toLowerCase()}${request.slice(1)}`}. For each, say when it works best and what the first step is. Then recommend one for my situation: [describe your situation].`;
  return [structured, stepwise, third];
}
