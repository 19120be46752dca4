// Voice per SPEC tone: hooks, calls to action and emoji that make the built-in captions, bios and posts read
// differently for each tone. "{t}" stands for the topic.

export interface Voice {
  hooks: string[];
  bodies: string[];
  ctas: string[];
  emoji: string[];
  bioOpeners: string[];
}

export const VOICES: Record<string, Voice> = {
  Casual: {
    hooks: [
      "Okay, let's talk about {t}.",
      "Real talk: {t} changed my week.",
      "Quick one about {t} 👇",
      "Not gonna lie, {t} is underrated.",
    ],
    bodies: [
      "Here's what actually worked for me, no fluff.",
      "Started small, kept it simple, and it stuck.",
      "It's easier than it looks once you try it.",
    ],
    ctas: [
      "What's your take? Drop it below.",
      "Save this for later!",
      "Tag a friend who needs this.",
      "Would you try it?",
    ],
    emoji: ["✨", "🙌", "😊", "👇", "💬"],
    bioOpeners: ["Just here for", "Into", "Sharing"],
  },
  Professional: {
    hooks: [
      "Three lessons on {t} worth sharing.",
      "{T}: what the data and experience show.",
      "A practical look at {t}.",
      "Most teams get {t} wrong. Here's the fix.",
    ],
    bodies: [
      "The approach is simple: define the goal, measure it, and iterate.",
      "Consistency beats intensity, every time.",
      "Small, repeatable steps compound into results.",
    ],
    ctas: [
      "How does your team approach this?",
      "Follow for more practical insights.",
      "Share with a colleague who would find this useful.",
      "I'd value your perspective in the comments.",
    ],
    emoji: ["📈", "✅", "💡", "📌"],
    bioOpeners: ["Helping", "Specialist in", "Focused on"],
  },
  Witty: {
    hooks: [
      "{T}: because winging it stopped working.",
      "Plot twist: {t} is actually fun.",
      "Me, pretending I planned {t} all along.",
      "{T}, explained before your coffee gets cold.",
    ],
    bodies: [
      "Turns out the secret was doing the thing. Who knew.",
      "Ten out of ten, would overthink again.",
      "It's like a life hack, minus the hack.",
    ],
    ctas: [
      "Tell me I'm not the only one.",
      "Caption this in the comments.",
      "Send this to the friend who'd say 'same'.",
      "Your move.",
    ],
    emoji: ["😏", "🙃", "😂", "🤷"],
    bioOpeners: ["Professional overthinker of", "Part-time genius at", "Fluent in"],
  },
  Enthusiastic: {
    hooks: [
      "I can't stop talking about {t}! 🔥",
      "{T} just hit different today!",
      "Big news: {t} is finally here!",
      "Obsessed with {t} right now!",
    ],
    bodies: [
      "Every single step was worth it!",
      "This is your sign to start today!",
      "The results blew me away!",
    ],
    ctas: [
      "Who's in? Comment YES!",
      "Share the love and pass it on!",
      "Follow for more good vibes!",
      "Let's go! Tell me your plans below!",
    ],
    emoji: ["🔥", "🚀", "🎉", "💥", "🤩"],
    bioOpeners: ["Obsessed with", "Living for", "All about"],
  },
  Informative: {
    hooks: [
      "Did you know? {T} in 30 seconds.",
      "{T}: the essentials.",
      "What everyone should know about {t}.",
      "A quick guide to {t}.",
    ],
    bodies: [
      "Start with the basics, then build one habit at a time.",
      "The key facts fit in one post; the details are worth the read.",
      "Here is what matters most, in order.",
    ],
    ctas: [
      "Save this as a reference.",
      "Questions? Ask below and I'll answer.",
      "Follow for a new tip every week.",
      "Share it with someone learning this.",
    ],
    emoji: ["📚", "💡", "📝", "🔎"],
    bioOpeners: ["Explaining", "Tips and guides on", "Learning and teaching"],
  },
  Sarcastic: {
    hooks: [
      "Oh great, another post about {t}. You're welcome.",
      "Nobody asked, but here's {t}.",
      "{T}: because sleep is overrated.",
      "Yes, {t} again. Try to contain your excitement.",
    ],
    bodies: [
      "Shockingly, it worked. I'm as surprised as you.",
      "Apparently effort pays off. Who knew.",
      "Ten steps? No. Two. Barely.",
    ],
    ctas: [
      "Go on, pretend you're not saving this.",
      "Comment if you disagree. I'll wait.",
      "Share it, or don't. I'm not your boss.",
      "Follow for more unsolicited opinions.",
    ],
    emoji: ["🙄", "😒", "🫠", "🤡"],
    bioOpeners: ["Reluctantly good at", "Somehow known for", "Professionally tired of"],
  },
};

export function voiceFor(tone: string | undefined): Voice {
  return VOICES[tone ?? ""] ?? (VOICES.Informative as Voice);
}

/** Fills "{t}" (topic as written) and "{T}" (topic with a capital). */
export function fill(template: string, topic: string): string {
  const capital = topic.charAt(0).toUpperCase() + topic.slice(1);
  return template.replaceAll("{T}", capital).replaceAll("{t}", topic);
}
