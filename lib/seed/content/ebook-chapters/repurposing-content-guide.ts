import type { EbookChapter } from "./chapter";

export const repurposingContentGuideChapters: EbookChapter[] = [
  {
    heading: "Create Once, Publish Everywhere",
    paragraphs: [
      "Repurposing means turning one substantial piece of content into many smaller pieces for different platforms. Instead of inventing a new idea for every post, you take a blog article, video or podcast episode and adapt its best parts for each channel your audience uses.",
      "This is not copying and pasting. Each platform has its own format, length and culture, so every version should be reshaped to feel native. Done well, repurposing lets you show up consistently without working every evening and weekend.",
    ],
  },
  {
    heading: "Start With a Pillar Piece",
    paragraphs: [
      "Repurposing works best when you begin with something meaty: a detailed guide, a long video or an in-depth interview. Pillar pieces contain many ideas, examples and quotes that can stand on their own.",
      "As you create the pillar piece, mark the moments worth reusing: a surprising statistic, a strong opinion, a step-by-step process, a before-and-after story or a common mistake. Each of these can become a separate post, clip or email.",
    ],
  },
  {
    heading: "One Idea, Ten Posts",
    paragraphs: [
      "From a single blog post you might create a carousel summarising the key steps, a short video explaining the biggest mistake, a quote graphic, a LinkedIn text post sharing your personal story, a thread of tips, a newsletter section and a short script for YouTube.",
      "Use AI tools to speed up the adaptation: ask for caption variations, hashtags, a video outline or a shorter summary, then edit each result so it sounds like you. Keep a simple checklist of formats so you never have to think about what to make next.",
      "Schedule the pieces across several weeks rather than all at once. Spreading them out keeps your channels active and gives each version time to reach people.",
    ],
  },
  {
    heading: "Keep a Content Library",
    paragraphs: [
      "Store every pillar piece and its spin-offs in one organised place, tagged by topic and format. When a post performs well, you can find it quickly and turn it into a new version months later.",
      "Revisit your best-performing ideas every quarter. Audiences grow and change, and most followers missed your post the first time. Updating and resharing proven content is one of the easiest wins in any content strategy.",
    ],
  },
];
