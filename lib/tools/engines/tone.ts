// Voice per SPEC tone: hooks, bodies, calls to action and emoji that make the built-in captions, bios and
// posts read differently for each tone. "{t}" is the topic as typed (lower-case start), "{T}" the same with a
// capital, "{it}"/"{It}" its pronoun and "{is}" its verb, in agreement, "{kw}" one of the visitor's keywords.
// Hooks name the topic; bodies follow a hook in the same paragraph, so they may refer to it by pronoun.

export interface Voice {
  hooks: string[];
  bodies: string[];
  /** Works a keyword the visitor asked for into the caption. */
  keywordLines: string[];
  ctas: string[];
  emoji: string[];
  /** Bios: "{a}" is the description with its article ("a potter in Leeds"), "{D}" the description. */
  bios: string[];
}

export const VOICES: Record<string, Voice> = {
  Casual: {
    hooks: ["Okay, let's talk about {t}.", "Real talk: {t} changed my week.", "Quick one about {t} 👇"],
    bodies: [
      "Here's what actually worked for me, no fluff.",
      "I started small, kept it simple, and it stuck.",
      "Honestly? {It} {is} easier than {it} looks once you try.",
    ],
    keywordLines: ["The secret ingredient? {kw}.", "Big shout-out to {kw} on this one."],
    ctas: ["What's your take? Drop it below.", "Save this for later!", "Tag a friend who needs this."],
    emoji: ["✨", "🙌", "😊", "💬"],
    bios: ["Hey! I'm {a} {e}", "{D}, here for the good chats {e}"],
  },
  Professional: {
    hooks: ["Three lessons on {t} worth sharing.", "{T}: what experience shows.", "A practical look at {t}."],
    bodies: [
      "The approach is simple: define the goal, measure it, and iterate.",
      "Consistency beats intensity, every time.",
      "Small, repeatable steps compound into results.",
    ],
    keywordLines: ["The lever that matters most: {kw}.", "Where to focus first: {kw}."],
    ctas: [
      "How does your team approach this?",
      "Follow for more practical insights.",
      "I'd value your perspective below.",
    ],
    emoji: ["📈", "✅", "💡", "📌"],
    bios: ["{D}. Let's work together.", "I'm {a}. Enquiries via the link below."],
  },
  Witty: {
    hooks: [
      "{T}: because winging it stopped working.",
      "Plot twist: {t} {is} actually fun.",
      "Me, pretending I planned {t} all along.",
    ],
    bodies: [
      "Turns out the secret was doing the thing. Who knew.",
      "Ten out of ten, would overthink again.",
      "{It}'s like a life hack, minus the hack.",
    ],
    keywordLines: ["Special guest star: {kw}.", "Featuring {kw}, as one does."],
    ctas: ["Tell me I'm not the only one.", "Caption this in the comments.", "Your move."],
    emoji: ["😏", "🙃", "😂", "🤷"],
    bios: ["{D}, fuelled by coffee and stubbornness {e}", "Officially {a}. Unofficially, winging it {e}"],
  },
  Enthusiastic: {
    hooks: [
      "I can't stop talking about {t}! 🔥",
      "{T} just hit different today!",
      "Obsessed with {t} right now!",
    ],
    bodies: [
      "Every single step was worth it!",
      "This is your sign to start today!",
      "The results blew me away!",
    ],
    keywordLines: ["And {kw}? Total game-changer!", "Let's hear it for {kw}!"],
    ctas: ["Who's in? Comment YES!", "Share the love and pass it on!", "Follow for more good vibes!"],
    emoji: ["🔥", "🚀", "🎉", "🤩"],
    bios: ["{D}, loving every minute! {e}", "Proud to be {a}! {e}"],
  },
  Informative: {
    hooks: ["Did you know? {T} in 30 seconds.", "{T}: the essentials.", "A quick guide to {t}."],
    bodies: [
      "Start with the basics, then build one habit at a time.",
      "The key facts fit in one post; the details are worth the read.",
      "Here is what matters most, in order.",
    ],
    keywordLines: ["One term worth knowing: {kw}.", "Keep an eye on {kw}."],
    ctas: ["Save this as a reference.", "Questions? Ask below.", "Follow for a new tip every week."],
    emoji: ["📚", "💡", "📝", "🔎"],
    bios: ["{D}. Sharing what I learn along the way.", "I'm {a}: practical tips, every week."],
  },
  Sarcastic: {
    hooks: [
      "Oh great, another post about {t}. You're welcome.",
      "Nobody asked, but here's {t}.",
      "Yes, {t} again. Try to contain your excitement.",
    ],
    bodies: [
      "Shockingly, {it} worked. I'm as surprised as you.",
      "Apparently effort pays off. Who knew.",
      "Ten steps? No. Two. Barely.",
    ],
    keywordLines: ["And yes, {kw}. Obviously.", "Insert obligatory mention of {kw} here."],
    ctas: [
      "Go on, pretend you're not saving this.",
      "Comment if you disagree. I'll wait.",
      "Share it, or don't.",
    ],
    emoji: ["🙄", "😒", "🫠", "🤡"],
    bios: ["{D}. Thrilling, I know {e}", "Yes, {a}. No, I won't do it for free {e}"],
  },
};

export function voiceFor(tone: string | undefined): Voice {
  return VOICES[tone ?? ""] ?? (VOICES.Informative as Voice);
}

/** Fills "{t}" (topic as written), "{T}" (with a capital) and the verbs that agree with it. */
export function fill(template: string, topic: string, plural = false): string {
  const capital = topic.charAt(0).toUpperCase() + topic.slice(1);
  return template
    .replaceAll("{T}", capital)
    .replaceAll("{t}", topic)
    .replaceAll("{It}'s", plural ? "They're" : "It's")
    .replaceAll("{It}", plural ? "They" : "It")
    .replaceAll("{it}", plural ? "they" : "it")
    .replaceAll("{is}", plural ? "are" : "is");
}
