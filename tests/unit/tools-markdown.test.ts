import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { looksLikeMarkdown, Markdown } from "@/components/tools/markdown";
import { runEngineVariants } from "@/lib/tools/engines";

const render = (text: string) => renderToStaticMarkup(createElement(Markdown, { text }));

describe("short results in Markdown", () => {
  it("are recognised, and plain captions and hashtags are not", () => {
    expect(looksLikeMarkdown("**Meta title** (34/60)\nHome Composting")).toBe(true);
    expect(looksLikeMarkdown("Intro\n- one\n- two")).toBe(true);
    expect(looksLikeMarkdown("Morning coffee, slow start ☕ #coffee #morning")).toBe(false);
  });

  it("render a bold label directly above a list as a paragraph and a list", () => {
    const html = render("**Commercial** (landing pages)\n- best thing\n- thing pricing\nAfter the list");
    expect(html).toContain("<strong>Commercial</strong> (landing pages)</p>");
    expect(html).toContain("<li>best thing</li><li>thing pricing</li></ul>");
    expect(html).toContain("After the list</p>");
  });

  it("leave no Markdown markers in the Blog Ideas and Meta Tag results", () => {
    const variants = [
      ...runEngineVariants("blog-ideas-generator", { niche: "Home composting", audience: "Beginners" }, 1),
      ...runEngineVariants(
        "meta-tag-and-keyword-planner",
        { topic: "Home composting", competitor: "Trello" },
        1,
      ),
    ];
    for (const text of variants) {
      // What VariantCard shows: rendered when the text uses Markdown, as is otherwise.
      const visible = looksLikeMarkdown(text) ? render(text).replace(/<[^>]+>/g, "\n") : text;
      expect(visible).not.toMatch(/\*\*|^- /m);
    }
  });
});
