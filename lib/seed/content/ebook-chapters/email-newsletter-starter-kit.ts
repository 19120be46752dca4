import type { EbookChapter } from "./chapter";

export const emailNewsletterStarterKitChapters: EbookChapter[] = [
  {
    heading: "Why Email Still Matters",
    paragraphs: [
      "Social platforms can change their rules overnight, but an email list belongs to you. Subscribers have chosen to hear from you, and a message in their inbox is far more likely to be seen than a post in a busy feed. For many creators, email drives more sales and loyal readers than any other channel.",
      "You do not need a large audience to start. A list of fifty engaged readers who open every issue is worth more than thousands of followers who scroll past. Start now, while the list is small and the stakes are low.",
    ],
  },
  {
    heading: "Set Up Your List the Right Way",
    paragraphs: [
      "Choose an email service with a free tier, a simple editor and a sign-up form you can embed on your site. Collect only what you need, usually just an email address, and always use permission-based sign-ups. Never add people who did not ask to join.",
      "Give people a reason to subscribe. A clear promise such as one practical marketing tip every Tuesday works better than a vague join my newsletter. A small free resource, like a checklist or template, can make the offer even stronger.",
    ],
  },
  {
    heading: "Write Emails People Open",
    paragraphs: [
      "Subject lines should be specific and honest. Tell readers what they will get, spark curiosity without tricking them and keep it short enough to read on a phone. Test two versions when your service allows it and learn from the results.",
      "Keep each email focused on one main idea and one call to action. Write like you are talking to a single reader, use short paragraphs and sign off with your name. A consistent day and time helps readers build the habit of opening your emails.",
      "Always include an easy unsubscribe link and your contact details. Respecting your readers' choices keeps your list healthy and protects your sender reputation.",
    ],
  },
];
