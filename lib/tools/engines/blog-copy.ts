// Section copy for the built-in SEO blog draft. Every paragraph names the keyword, so no two topics share one.
// "{k}" is the keyword as it reads after a preposition (plural when it counts: "standing desks", "cold brew
// coffee"), "{kis}"/"{Kis}"/"{ks}" agree with it; "{gk}" is the keyword as one general subject ("a standing
// desk"), "{is}"/"{s}" agree with that.
// Each paragraph is used at most once per draft, so longer drafts draw on more sections, not repetition.

export interface SectionCopy {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export const SECTIONS: SectionCopy[] = [
  {
    heading: "What {is} {gk}?",
    paragraphs: [
      "At its simplest, {gk} {is} a way to get a specific result with less guesswork. Searches for {k} keep growing every month, which is a good sign: when many people look for the same thing, there is usually a real problem behind it and a few proven ways to solve it.",
      "People often assume {gk} {is} complicated or only for experts. In practice, the fundamentals of {k} are few, and most of the difference between good and poor results comes from getting those fundamentals right consistently rather than from advanced tricks.",
    ],
  },
  {
    heading: "Why {k} matter{ks}",
    paragraphs: [
      "The main reason to care about {k} is the time and money you save once you get the basics right. Small improvements add up: a routine around {k} that is a little faster or a little more reliable every week turns into a noticeable advantage over a few months.",
      "There is also a confidence benefit. Once you understand how {gk} work{s}, you stop depending on luck and start making decisions you can explain. That makes it easier to repeat what works with {k}, to spot what does not, and to teach it to someone else.",
      "Finally, the effort you put into {k} tends to compound. The first attempt is the hardest; every attempt after it builds on what you learned, so the effort per result keeps falling while the quality keeps rising.",
    ],
  },
  {
    heading: "How to get started with {k}",
    paragraphs: [
      "Start by defining what a good outcome with {k} looks like for you. Write it down in one sentence, with a number if you can. A clear target turns a vague intention into a project with a finish line, and it tells you which advice about {k} to ignore.",
      "Next, gather the minimum you need for {k} and nothing more. It is tempting to buy tools or read every guide before beginning, but the quickest way to learn is a small first attempt you can finish in a day or two.",
      "Then review honestly. Compare the result with the target you wrote down, note one thing about your approach to {k} to keep and one thing to change, and make only that change next time. This short loop is where most of the learning happens.",
    ],
    bullets: [
      "Define what success with {k} means, in one sentence",
      "Start with the smallest complete attempt",
      "Review, change one thing, repeat",
    ],
  },
  {
    heading: "Common mistakes with {k}",
    paragraphs: [
      "The most common mistake with {k} is trying to do everything at once. Spreading effort across too many changes makes it impossible to tell which one helped, so progress feels random and motivation fades.",
      "Another is copying someone else's approach to {k} without their context. What works for a large team or a big budget may not suit your situation; adapt the principle rather than the exact steps.",
      "A third mistake is stopping too early. The first results from {k} are often modest, and many people quit just before the improvements start to compound. Decide in advance how long you will give it before judging.",
    ],
  },
  {
    heading: "Best practices for {k}",
    paragraphs: [
      "Keep a simple record of what you try with {k} and what happens. It does not need to be elaborate; a few lines per attempt are enough to show patterns that memory alone would miss.",
      "Build a routine around {k} instead of relying on bursts of enthusiasm. A fixed time slot each week is more reliable than waiting to feel inspired, and consistency is what separates steady progress from stop-start effort.",
      "Ask people who will be honest for feedback on your plans for {k}. An outside view catches blind spots quickly, and explaining your approach to someone else often clarifies it for you as well.",
    ],
    bullets: [
      "Record each attempt in a few lines",
      "Set aside a fixed time each week for {k}",
      "Get honest feedback early",
    ],
  },
  {
    heading: "Tools and resources for {k}",
    paragraphs: [
      "You do not need an expensive setup to get {k} right. A notebook or spreadsheet, a calendar reminder and one trusted reference cover most needs at the start; add specialised tools only when a specific bottleneck appears.",
      "When you do choose a tool for {k}, prefer one that saves time on a task you repeat often. Judge it on a real piece of work during a trial rather than on its feature list, and drop it if it adds steps instead of removing them.",
    ],
  },
  {
    heading: "How to measure your results with {k}",
    paragraphs: [
      "Measure your progress with {k} against the outcome you defined at the start. Pick one main number and, at most, two supporting ones; more than that turns measurement into a chore and hides the signal in noise.",
      "Check your numbers for {k} on a regular schedule, such as every two weeks, rather than every day. Short-term swings are normal, and reacting to each one leads to constant changes that never get time to work.",
    ],
  },
  {
    heading: "A first-month plan for {k}",
    paragraphs: [
      "In week one, set your target for {k} and complete one small attempt. In week two, review it and change one thing. In week three, repeat with that change and start your simple record. In week four, look back at all three attempts and decide what to keep.",
      "This plan is deliberately modest. Its purpose is to build the habit and give you real data about {k} in your own situation, which is worth more than any general advice, including this article.",
    ],
    bullets: [
      "Week 1: a target for {k} and a first attempt",
      "Week 2: review and one change",
      "Week 3: repeat and record",
      "Week 4: decide what to keep",
    ],
  },
  {
    heading: "Advanced tips for {k} once you have the basics",
    paragraphs: [
      "Once the fundamentals of {k} are routine, look for the one step that takes the most time or causes the most errors, and focus your next improvements there. Fixing the biggest bottleneck pays off more than polishing everything a little.",
      "Consider templates and checklists for the parts of {k} you repeat. They free your attention for the parts that need judgement, and they make it possible to hand work to someone else without losing quality.",
      "Finally, share what you have learned. Writing or teaching about {k} forces you to organise your knowledge, and the questions you get back often point to the next thing worth learning.",
    ],
  },
  {
    heading: "A step-by-step example of {k}",
    paragraphs: [
      "To make this concrete, imagine starting with {k} from scratch this week. On the first day you would spend thirty minutes writing down your goal, what you already have and the one question you most need answered. That page becomes your reference for every decision that follows.",
      "On the second day you would make a first attempt at {k}, keeping it small enough to finish in one sitting. The point is not a perfect result but a complete one: something you can look at, measure and improve, instead of a plan that only exists in your head.",
      "A few days later you would review the attempt against your goal. Perhaps one part of {k} went better than expected and another took far longer than planned. Both are useful: the first tells you what to keep, the second where your next improvement should go.",
      "By the end of the first fortnight you would have two or three attempts, a short record of each and a much clearer sense of what {gk} demand{s} in your situation. That is a stronger foundation than weeks of reading, because it is built on your own evidence.",
    ],
  },
  {
    heading: "Who benefits most from {k}",
    paragraphs: [
      "Beginners benefit because {gk} give{s} them a structured way to make progress without needing years of experience first. Following the fundamentals in order avoids the most expensive early mistakes and builds confidence quickly.",
      "Busy people benefit because a good approach to {k} saves time every week. Once the routine is set, the work takes less attention, leaving more room for the parts that need creativity or judgement.",
      "Teams and small businesses benefit because a shared, written approach to {k} makes results repeatable. When everyone follows the same basic steps, quality becomes less dependent on any one person, and new people can contribute sooner.",
      "Even experienced practitioners benefit from revisiting the basics of {k}. Habits drift over time, and a periodic review against first principles often uncovers simple improvements that were hiding in plain sight.",
    ],
  },
  {
    heading: "How {k} {kis} changing",
    paragraphs: [
      "Like most fields, the world of {k} keeps evolving as new tools and expectations appear. Automation now handles many of the repetitive parts, which raises the value of the skills that cannot be automated: understanding people, choosing priorities and judging quality.",
      "Readers interested in {k} have also become more demanding. Generic, one-size-fits-all advice stands out less than it used to, while specific, experience-based work earns more trust. That favours anyone willing to test ideas and share real results.",
      "The practical takeaway is to keep the fundamentals steady while staying curious about new methods. Try one new idea at a time, measure it against your usual approach and adopt it only when it clearly improves your results with {k}.",
    ],
  },
  {
    heading: "Questions to ask before you invest more in {k}",
    paragraphs: [
      "Before putting more time or money into {k}, ask whether your current results are limited by effort, by knowledge or by tools. Each has a different fix, and spending on the wrong one is the most common way budgets are wasted.",
      "Ask, too, what success with {k} would be worth to you in concrete terms. If a better result saves an hour a week or brings in a few more customers, you can put a rough value on it and decide how much investment is sensible.",
      "Finally, ask who has already solved the problem you face with {k}. A short conversation with someone a few steps ahead often saves weeks of trial and error, and most people are glad to share what they learned.",
    ],
  },
];

export const FAQ: [string, string][] = [
  [
    "How long does it take to see results with {k}?",
    "Most people notice a difference within a few weeks of consistent effort on {k}; larger gains usually take two to three months.",
  ],
  [
    "Do I need special tools for {k}?",
    "No. Start with what you have and add tools for {k} only when a clear bottleneck appears.",
  ],
  [
    "{Kis} {k} suitable for beginners?",
    "Yes. The fundamentals of {k} are simple, and starting small is the recommended approach at any level.",
  ],
  [
    "What is the biggest mistake with {k}?",
    "Changing too many things about {k} at once, which makes it impossible to see what works.",
  ],
];
