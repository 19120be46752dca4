import { text, textarea } from "../fields";
import { toolSlug } from "../slug";
import type { Tool } from "../types";

type Entry = Omit<Tool, "slug" | "category">;

const entries: Entry[] = [
  {
    name: "Google Review Generator",
    description: "Help customers put their real experience of your business into a clear, helpful review.",
    icon: "Star",
    kind: "text",
    output: "variants",
    fields: [
      text("business_name", "Business Name", "e.g. Bright Smile Dental", true),
      textarea("service_description", "Service Description", "What was done and how it went", true),
    ],
    guide: {
      explanation:
        "Drafts reviews of different lengths from a description of a real visit or purchase, naming the business and the service, so a happy customer can post a specific, useful review in a minute.",
      howTo: [
        "Enter the business's name.",
        "Describe the service and what stood out about it.",
        "Generate, edit the draft to match the experience exactly, and post it.",
      ],
      tips: [
        "Only post reviews of experiences that really happened; fake reviews break Google's rules.",
        "Specific details (who helped, what was fixed) make reviews trustworthy.",
        "Businesses: share the tool with customers, never write reviews for them.",
      ],
    },
  },
  {
    name: "After-Sales Calculator",
    description: "Work out returns, refunds and after-sales costs for your online shop.",
    icon: "Calculator",
    kind: "calculator",
    fields: [],
    related: ["google-review-generator", "meta-tag-and-keyword-planner"],
    guide: {
      explanation:
        "Calculates what after-sales service costs an e-commerce business: returns, refunds, replacements and support, per order and per month.",
      howTo: [
        "Enter your order and return figures.",
        "Add the costs per return.",
        "Read the totals and margins.",
      ],
      tips: [
        "Track the reasons for returns; most are fixable in the listing.",
        "Compare after-sales cost with the margin per order.",
      ],
    },
  },
];

export const businessTools: Tool[] = entries.map((e) => ({
  ...e,
  slug: toolSlug(e.name),
  category: "business-tools",
}));
