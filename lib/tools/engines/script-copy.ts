// Sections of the built-in YouTube script by video type: each a heading and what the presenter covers in it,
// worded to follow "Now for …". "{s}" is the whole topic, a command turned into its gerund ("repotting a snake
// plant"), "{S}" the same with a capital.

export const SECTIONS: Record<string, [string, string][]> = {
  "Tutorial/How-to": [
    ["What you'll need", "what you need before you start"],
    ["Step 1: set up", "the setup"],
    ["Step 2: the core task", "the main step"],
    ["Step 3: check the result", "checking the result"],
    ["Troubleshooting", "what to do when it goes wrong"],
    ["Pro tips", "the tips that save the most time"],
    ["Going further", "where to go once the basics work"],
  ],
  Review: [
    ["First impressions", "my first impressions"],
    ["What it does well", "what works well"],
    ["Where it falls short", "where it falls short"],
    ["Who it's for", "who should consider it"],
    ["Price and value", "the price and whether it is worth it"],
    ["Alternatives", "the alternatives"],
    ["Verdict", "my verdict"],
  ],
  Vlog: [
    ["Where we are today", "where we are today"],
    ["The plan", "the plan for the day"],
    ["What actually happened", "what actually happened"],
    ["The best moment", "the best moment"],
    ["What went wrong", "what went wrong"],
    ["Lessons from the day", "what today taught me"],
    ["Tomorrow", "what comes tomorrow"],
  ],
  Educational: [
    ["The big idea", "the big idea"],
    ["Key terms", "the words you need"],
    ["How it works", "how it actually works"],
    ["A worked example", "a worked example"],
    ["Common misconceptions", "the most common misconceptions"],
    ["Why it matters", "why it matters"],
    ["Recap", "a quick recap"],
  ],
  Entertainment: [
    ["The setup", "the setup"],
    ["The challenge", "the challenge"],
    ["Round one", "round one"],
    ["The twist", "the twist"],
    ["Round two", "round two"],
    ["The finale", "the finale"],
    ["Bloopers", "the bloopers"],
  ],
  "Product Demo": [
    ["The problem it solves", "the problem it solves"],
    ["First look", "a first look"],
    ["Feature one", "the first feature"],
    ["Feature two", "the second feature"],
    ["Feature three", "the third feature"],
    ["Real-world use", "how it does in real use"],
    ["Pricing and where to get it", "pricing and where to get it"],
  ],
  "Story/Personal": [
    ["Where it started", "where it all started"],
    ["The turning point", "the turning point"],
    ["The hard part", "the hard part"],
    ["What helped", "what helped"],
    ["Where I am now", "where I am now"],
    ["What I'd tell my past self", "what I'd tell my past self"],
    ["What's next", "what comes next"],
  ],
  "News/Update": [
    ["The headline", "the headline"],
    ["What happened", "what happened"],
    ["Why it matters", "why it matters"],
    ["What people are saying", "what people are saying"],
    ["What changes for you", "what changes for you"],
    ["What to watch next", "what to watch next"],
    ["Summary", "the summary"],
  ],
};

/** How a section opens; "{p}" is the section's phrase, "{k}" the topic in brief. Bare topics read well after "to", "for" and "about". */
export const OPENERS = [
  "Now for {p}, the part most people rush when it comes to {k}.",
  "Next up: {p}. When it comes to {k}, this is where the details start to matter.",
  "Let's get into {p}; for {k}, it shapes everything that follows.",
  "On to {p}. I'll keep this practical and specific to {k}.",
  "Time for {p}. If you remember one section about {k}, make it this one.",
  "Here's {p}, and how it plays out in real life for {k}.",
  "Moving on to {p}, which is where {k} starts to click for most people.",
];

export const LINES = [
  "Let me show you on screen, so you can follow along.",
  "A lot of people skip this, and it's exactly why their results stall.",
  "Pause here if you want to try it yourself, then come back.",
  "Keep it simple: one change at a time, then check what happened.",
  "Drop a comment if this is where you get stuck; I read them all.",
  "I'll put the details in the description, so you don't need to take notes.",
  "Watch closely, because this bit is quick.",
  "Honestly, this surprised me the first time.",
  "Don't worry if yours looks different; what matters is the principle.",
];

export const HOOKS = [
  "{S}: most people get this wrong, and the fix takes a few minutes.",
  "{S}. Here's the thing nobody tells you.",
  "If you've ever struggled with {s}, this video is for you.",
  "{S}, explained in a few minutes, with nothing left out.",
  "Everything I wish I'd known about {s}, in one video.",
];

/** The intro by video type; "{t}" is the topic as a subject. */
export const INTROS: Record<string, string> = {
  "Tutorial/How-to": "In this video I walk you through {t}, step by step, so you can do it alongside me.",
  Review: "In this video I put {t} to the test and tell you honestly whether it's worth your money.",
  Vlog: "Today is all about {t}, and you're coming along for the whole thing.",
  Educational: "In this video we break down {t}: what it is, how it works and why it matters.",
  Entertainment: "Today we're turning {t} into a challenge, and I have no idea how it will end.",
  "Product Demo": "In this video I show you {t} in action, feature by feature.",
  "Story/Personal": "This one is personal: the story of {t}, and what it taught me.",
  "News/Update": "There's news about {t}, and in the next few minutes I'll tell you what it means for you.",
};
