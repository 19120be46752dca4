import type { Block, BlockType } from "./blocks";

/** An empty block of a type, as "Add …" in the editor makes it (its fields still to be filled in). */
export function newBlock(type: BlockType): Block {
  const common = { id: crypto.randomUUID(), enabled: true, showFrom: "", showUntil: "" };
  switch (type) {
    case "link":
      return { ...common, type, title: "", url: "https://" };
    case "header":
      return { ...common, type, text: "" };
    case "text":
      return { ...common, type, text: "" };
    case "social":
      return { ...common, type, links: [{ network: "instagram", url: "https://instagram.com/" }] };
    case "embed":
      return { ...common, type, url: "" };
    case "signup":
      return { ...common, type, title: "Get my newsletter", buttonLabel: "Subscribe" };
    case "contact":
      return { ...common, type, name: "", organization: "", phone: "", email: "", website: "" };
  }
}
