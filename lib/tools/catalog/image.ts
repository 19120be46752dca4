import { select, textarea } from "../fields";
import { IMAGE_SIZES, IMAGE_STYLES } from "../options";
import { promptEngine } from "../engines/prompt";
import { promptPrompt } from "../prompts";
import { toolSlug } from "../slug";
import type { CatalogEntry, Tool } from "../types";

const entries = [
  {
    name: "Free Image Generator",
    description: "Images from a text description, in the style and size you choose.",
    icon: "ImagePlus",
    kind: "image",
    fields: [
      textarea("prompt", "Prompt", "e.g. A cosy reading corner with plants, morning light", true),
      select("style", "Style", IMAGE_STYLES, true),
      select("size", "Size", IMAGE_SIZES, true),
    ],
    guide: {
      explanation:
        "Creates an image from your description with the site's image model, in one of eight styles and seven sizes, from square posts to vertical stories.",
      howTo: [
        "Describe the image: subject, setting, light and mood.",
        "Choose a style and a size.",
        "Generate and download the image.",
      ],
      tips: [
        "Specific beats long: name the subject first, then the details.",
        "1024x576 suits thumbnails; 576x1024 suits stories and reels.",
        "Use the Prompt Generator when you are short of ideas.",
      ],
    },
  },
  {
    name: "Prompt Generator",
    description: "Well-structured prompts for ChatGPT, Claude, Gemini and image models.",
    icon: "Sparkles",
    kind: "text",
    output: "variants",
    prompt: promptPrompt,
    engine: promptEngine,
    fields: [textarea("prompt_for", "Prompt For", "What do you want the AI to do or create?", true)],
    guide: {
      explanation:
        "Turns a rough request into prompts that get better answers: each gives the AI a role, the task, the context, the constraints and the format you want back.",
      howTo: [
        "Say what you want an AI to do or create.",
        "Generate and pick the prompt that fits your task.",
        "Fill in the bracketed details, then paste it into your AI tool.",
      ],
      tips: [
        "Examples of what you want are the strongest part of any prompt.",
        "Ask for a format (a table, a list, 100 words) to get it.",
        "Iterate: ask the AI to critique and improve its own first answer.",
      ],
    },
  },
] satisfies CatalogEntry[];

export const imageTools: Tool[] = entries.map((e): Tool => ({
  ...e,
  slug: toolSlug(e.name),
  category: "image-tools",
}));
