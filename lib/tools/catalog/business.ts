import { text, textarea } from "../fields";
import { reviewEngine } from "../engines/review";
import { reviewPrompt } from "../prompts";
import { toolSlug } from "../slug";
import type { CatalogEntry, Tool } from "../types";

const entries = [
  {
    name: "Google Review Generator",
    description: "Help customers put their real experience of your business into a clear, helpful review.",
    icon: "Star",
    kind: "text",
    output: "variants",
    prompt: reviewPrompt,
    engine: reviewEngine,
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
    description:
      "Work out retention, customer lifetime value and what returns, support and warranty cost your shop.",
    icon: "Calculator",
    kind: "calculator",
    fields: [],
    related: ["google-review-generator", "meta-tag-and-keyword-planner"],
    guide: {
      explanation:
        "Calculates what happens after the sale for an online shop: average order value, purchase frequency, retention and churn, repeat purchase rate, customer lifetime value in revenue and profit, LTV:CAC, and what returns, support and warranty claims cost per order and per customer. Every formula is shown beside its result, and everything is computed in your browser.",
      howTo: [
        "Enter one period's figures (for example a year): revenue, orders and customers.",
        "Add returns, support tickets and warranty claims with what each costs you.",
        "Read the results as you type, then copy the link to share them or download a CSV.",
      ],
      tips: [
        "An LTV:CAC of about 3 : 1 or better usually means acquisition pays for itself.",
        "Track the reasons for returns; most are fixable in the listing.",
        "Compare after-sales cost per order with the margin per order.",
      ],
    },
  },
] satisfies CatalogEntry[];

export const businessTools: Tool[] = entries.map((e): Tool => ({
  ...e,
  slug: toolSlug(e.name),
  category: "business-tools",
}));
