import type { EbookChapter } from "./chapter";

export const socialMediaGrowthBlueprintChapters: EbookChapter[] = [
  {
    heading: "Choose Your Platforms Wisely",
    paragraphs: [
      "You do not need to be everywhere. Pick one main platform where your audience already spends time and one secondary platform for repurposed content. B2B services often thrive on LinkedIn, visual brands on Instagram and Pinterest, and personality-driven creators on TikTok and YouTube Shorts.",
      "Commit to your main platform for at least ninety days before judging results. Growth on any network comes from consistency and learning what your audience responds to, and that takes more than a few weeks of posting.",
    ],
  },
  {
    heading: "Optimise Your Profile",
    paragraphs: [
      "Your profile is your landing page. In one glance, a visitor should understand who you help, how you help them and why they should follow. Use a clear photo or logo, a name field that includes what you do and a bio that states a specific benefit rather than a list of job titles.",
      "Add a single link that leads to a page with your most important destinations, such as your newsletter, latest video and shop. Pin your best three posts so new visitors see your strongest work first.",
    ],
  },
  {
    heading: "Write Hooks, Captions and Hashtags That Work",
    paragraphs: [
      "The first line of a caption or the first two seconds of a video decide whether anyone sees the rest. Lead with a bold claim, a surprising number, a question or a clear promise, then deliver on it. Short paragraphs and line breaks make captions easier to read on a phone.",
      "End with one clear call to action: save this, share it with a friend, or comment with your answer. Use a handful of relevant hashtags that describe the topic and the community, rather than dozens of huge generic tags that bury your post among millions of others.",
    ],
  },
  {
    heading: "Engage and Grow a Community",
    paragraphs: [
      "Social media is social. Spend fifteen minutes before and after posting replying to comments and leaving thoughtful comments on posts from others in your niche. Real conversations build relationships, and platforms reward accounts that spark them.",
      "Track which posts bring new followers, not just likes, and turn your best performers into series. Collaborate with creators of a similar size to reach new audiences, and invite your most engaged followers onto your email list so you are not dependent on a single algorithm.",
    ],
  },
];
