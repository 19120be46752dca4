import type { EbookChapter } from "./chapter";

export const contentPlanningPlaybookChapters: EbookChapter[] = [
  {
    heading: "Know Who You Are Creating For",
    paragraphs: [
      "Every strong content plan starts with a clear picture of one reader. Write down who they are, what they are trying to achieve this month and what keeps getting in their way. If you already have an audience, read your comments, replies and emails and copy the exact words people use to describe their problems. Those phrases become your topics, your headlines and your search keywords.",
      "Resist the urge to serve everyone. A plan built for beginners and experts at the same time usually helps neither. Pick the audience you can help most right now, and let your topics, examples and tone follow from that choice. You can widen the circle later, once you have a loyal core.",
    ],
  },
  {
    heading: "Build Content Pillars",
    paragraphs: [
      "Content pillars are three to five broad themes you return to again and again. A fitness coach might choose training, nutrition, mindset and client stories. Pillars keep your channel recognisable, make planning faster and stop you from drifting into topics your audience did not sign up for.",
      "Under each pillar, list twenty specific ideas. Mix formats: how-to guides, common mistakes, behind-the-scenes posts, myths, tool reviews and answers to questions you have been asked. An AI idea generator can help fill the list, but always keep the ideas that match real questions from real people.",
      "Finally, mark which ideas are evergreen and which are timely. Evergreen pieces keep bringing in visitors for years, while timely pieces ride a trend. A healthy plan has both, with evergreen content doing most of the long-term work.",
    ],
  },
  {
    heading: "Create a Calendar You Can Keep",
    paragraphs: [
      "The best publishing schedule is the one you can sustain for a year. Two solid posts a week beat daily posting that collapses after a month. Decide on a realistic rhythm for each channel, then block time in your own calendar for planning, creating, editing and publishing as separate tasks.",
      "Keep your calendar simple: a spreadsheet or board with the publish date, channel, pillar, working title, status and a link to the draft. Review it every Friday. Move anything that is not ready rather than rushing it out, and leave one open slot each week for timely topics.",
    ],
  },
  {
    heading: "Measure, Learn and Adjust",
    paragraphs: [
      "Once a month, look at what actually worked. Sort your posts by the metric that matters most for your goal, whether that is saves, shares, email sign-ups or sales, and look for patterns in topic, format and hook. Do more of what your audience rewards and quietly retire what they ignore.",
      "Keep a short log of your experiments and results. Over a few months this becomes your own playbook, far more valuable than any generic advice, because it is built on how your audience really behaves.",
    ],
  },
];
