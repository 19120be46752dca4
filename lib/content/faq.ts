export interface FaqEntry {
  question: string;
  /** Plain text: the page shows it and the FAQPage structured data repeats it word for word. */
  answer: string;
  link?: { href: string; label: string };
}

export const faqEntries: FaqEntry[] = [
  {
    question: "Is Creatorkit really free?",
    answer:
      "Yes. Every tool, blog post and ebook is free to use, with no paid plan, no trial and no card to enter. The only limit is a fair-use cap on how often each visitor can generate, which keeps the site fast and free for everyone.",
  },
  {
    question: "Do I need an account?",
    answer:
      "No. You can use the tools, read the blog, download ebooks and subscribe to the newsletter without signing up. An account is optional and only needed to create and edit link-in-bio pages.",
  },
  {
    question: "What happens to what I type into a tool?",
    answer:
      "It is used to produce your result and nothing else. If the site has an AI provider configured, your input is sent to that provider to generate the answer. Otherwise our built-in engine processes it on our server. In both cases we do not store your input or the result, and we never use them for advertising.",
    link: { href: "/privacy-policy", label: "Read the privacy policy" },
  },
  {
    question: "Are my PDFs uploaded to your server?",
    answer:
      "No. The PDF tools (compress, merge, split, organise, rotate, extract and delete pages, page numbers, watermarks, signatures, passwords, PDF to JPG or PNG and JPG to PDF) run entirely in your browser. Your files are read and written on your own device and never leave it, so they work with confidential documents too.",
  },
  {
    question: "Is there a usage limit?",
    answer:
      "Yes, a generous one. Free use is rate-limited per visitor: each visitor can run a set number of generations per hour. When you reach it, wait until the hour is up and carry on. The PDF tools run in your browser and are not limited.",
  },
  {
    question: "Which AI writes the results?",
    answer:
      "It depends on how the site is set up. When an AI provider is configured (such as OpenAI, Anthropic, Google or a self-hosted open model), the tools use that model. Without one, Creatorkit's built-in offline engine writes the result from your keywords and each platform's rules, and the result is labelled as coming from it.",
  },
  {
    question: "Who owns the content I create with the tools?",
    answer:
      "You do, as far as the law allows. We claim no rights over your inputs or the results, and you can use them for personal or commercial work. Keep in mind that in some countries purely AI-generated text or images may not be protected by copyright, and that you are responsible for making sure what you publish does not infringe anyone else's rights.",
    link: { href: "/terms-of-service", label: "Read the terms of service" },
  },
  {
    question: "How accurate is the AI output?",
    answer:
      "Treat it as a strong first draft, not a finished fact-checked piece. AI can state wrong facts with confidence, invent sources or miss context about your audience. Check names, numbers, claims and links before you publish. Scores and checks such as the E-E-A-T score or the plagiarism check are indicators, not guarantees.",
    link: { href: "/disclaimer", label: "Read the disclaimer" },
  },
  {
    question: "How do I download the free ebooks?",
    answer:
      "Open any ebook on the ebooks page and press the download button. The file is yours to keep; there is no sign-up and no e-mail address to give. We only count downloads, using a salted hash of your IP address rather than the address itself.",
    link: { href: "/ebooks", label: "Browse the ebooks" },
  },
  {
    question: "How does the newsletter work, and how do I unsubscribe?",
    answer:
      "Enter your e-mail address in the form at the bottom of any page to get new guides, ebooks and tools. Every e-mail we send has an unsubscribe link; one click takes you off the list. If you change your mind later, subscribing again with the same address reactivates it.",
  },
  {
    question: "Do you use cookies or trackers?",
    answer:
      "There are no advertising trackers on Creatorkit. The only cookies are the session cookies that keep you signed in, so visitors who do not sign in get none. Web analytics are only used if a privacy-friendly analytics service is configured, and then only to count page visits.",
    link: { href: "/privacy-policy", label: "See exactly what we collect" },
  },
  {
    question: "Can I suggest a tool or report a problem?",
    answer:
      "Please do. Send us a message through the contact page with the tool name and what happened, or the tool you wish existed. We read every message and reply by e-mail to the address you give.",
    link: { href: "/contact", label: "Contact us" },
  },
];
