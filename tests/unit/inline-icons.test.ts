import { describe, expect, it } from "vitest";
import { inlineIcons } from "@/lib/cache/inline-icons";
import { iconHref } from "@/lib/icons/paths";
import { iconSprite } from "@/lib/icons/sprite";

// A cached page's icons, as React renders components/icons/icon.tsx, and the same references in the RSC
// payload, which React reads for later renders and must stay as they are.
const icon = (name: string) =>
  `<svg aria-hidden="true" class="icon"><use href="${iconHref(name)}"></use></svg>`;
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body class="min-h-screen">${body}` +
  `<script>self.__next_f.push([1,"[\\"$\\",\\"use\\",null,{\\"href\\":\\"${iconHref("Menu")}\\"}]"])</script></body></html>`;

describe("a cached page's icons in its own markup", () => {
  it("defines the symbols the page uses once, first in its body, and points its icons at them", () => {
    const html = inlineIcons(
      page(`<header>${icon("Menu")}</header><main>${icon("Sparkles")}${icon("Menu")}</main>`),
    );
    const sprite =
      /<body class="min-h-screen"><svg aria-hidden="true" style="display:none">(.*?)<\/svg><header>/.exec(
        html,
      );
    expect(sprite).not.toBeNull();
    const ids = [...sprite![1]!.matchAll(/<symbol id="([\w-]+)"/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual(["icon-Menu", "icon-Sparkles"]);
    // The same shapes as the sprite's.
    const shapes = (svg: string, id: string) =>
      new RegExp(`<symbol id="${id}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(svg)![1];
    expect(shapes(sprite![1]!, "icon-Sparkles")).toBe(shapes(iconSprite().svg, "Sparkles"));
    expect(html).toContain(
      '<main><svg aria-hidden="true" class="icon"><use href="#icon-Sparkles"></use></svg>',
    );
    expect(html.match(/<use href="#icon-Menu">/g)).toHaveLength(2);
    expect(html).not.toContain('<use href="/icons.svg');
    expect(html).toContain(`{\\"href\\":\\"${iconHref("Menu")}\\"}`);
  });

  it("leaves a page without icons, and a name the set does not have, as they are", () => {
    const plain = page("<main><p>No icons</p></main>");
    expect(inlineIcons(plain)).toBe(plain);
    const unknown = page(`<main>${icon("NotAnIcon")}</main>`);
    expect(inlineIcons(unknown)).toBe(unknown);
  });
});
