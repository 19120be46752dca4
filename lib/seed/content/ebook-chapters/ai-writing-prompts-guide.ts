import type { EbookChapter } from "./chapter";

export const aiWritingPromptsGuideChapters: EbookChapter[] = [
  {
    heading: "Why Most Prompts Fail",
    paragraphs: [
      "AI writing tools predict the most likely next words based on what you give them. When the prompt is vague, the most likely answer is also the most average one. That is why a request such as write a post about productivity produces the same bland advice you have read a hundred times.",
      "The fix is context. The more the model knows about your audience, goal, format and voice, the less it has to guess. Think of every prompt as a brief for a talented freelancer who has never met you and cannot ask questions.",
    ],
  },
  {
    heading: "The Five-Part Prompt Formula",
    paragraphs: [
      "A reliable prompt covers five things. Role: who the model should act as, such as an experienced editor. Audience: who will read the result. Task: exactly what to produce, including length and format. Context: your notes, examples, data or key points. Constraints: what to avoid, such as jargon, hype or long paragraphs.",
      "For example: Act as a friendly editor for a newsletter read by new freelance designers. Write a 150-word introduction about setting your first rates. Use my notes below. Keep sentences short, avoid buzzwords and end with a question for the reader.",
      "Save prompts that work as templates with blanks for the topic and notes. Over time you will build a small library that covers most of your weekly writing tasks.",
    ],
  },
  {
    heading: "Work in Stages",
    paragraphs: [
      "Asking for a finished article in one step gives you little control. Instead, ask for ten headline options, then an outline, then one section at a time. At each stage you can correct the direction before the model writes hundreds of words in the wrong one.",
      "Use follow-up prompts to improve drafts: make this more concrete, cut this by a third, rewrite in the voice of the example above, or list the weakest claims in this draft. Asking the model to critique its own output is one of the most useful habits you can build.",
    ],
  },
  {
    heading: "Check, Edit and Own the Result",
    paragraphs: [
      "AI can state wrong facts with total confidence. Verify every statistic, date, quote and claim against a trustworthy source before publishing, and delete anything you cannot confirm.",
      "Then make the piece yours. Add a personal example, a result, a mistake or an opinion that only you could share. Read it aloud and rewrite anything that does not sound like you. The prompt gets you a draft; your judgement turns it into content worth reading.",
    ],
  },
];
