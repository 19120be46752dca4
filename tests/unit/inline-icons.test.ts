import { describe, expect, it } from "vitest";
import { inlineIcons } from "@/lib/cache/inline-icons";
import { brotliText, FIRST_ROUND_TRIP_BYTES } from "@/lib/http/compress";
import { iconHref } from "@/lib/icons/paths";
import { ICONS } from "@/lib/icons/set";
import { iconSprite } from "@/lib/icons/sprite";

// A cached page's icons, as React renders components/icons/icon.tsx, and the same references in the RSC
// payload, which React reads for later renders and must stay as they are.
const icon = (name: string) =>
  `<svg aria-hidden="true" class="icon"><use href="${iconHref(name)}"></use></svg>`;
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body class="min-h-screen">${body}` +
  `<script>self.__next_f.push([1,"[\\"$\\",\\"use\\",null,{\\"href\\":\\"${iconHref("Menu")}\\"}]"])</script></body></html>`;

/** Text that compresses to about half its length (hex digits of a fixed pseudo-random sequence). */
function noise(length: number): string {
  let state = 7;
  let text = "";
  while (text.length < length) {
    state = (state * 48271) % 2147483647;
    text += (state % 16).toString(16);
  }
  return text;
}

describe("a cached page's icons in its own markup", () => {
  it("defines the symbols the page uses once, first in its body, and points its icons at them", async () => {
    const html = await inlineIcons(
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

  it("keeps the sprite's address where the symbols would take the page past its first round trip", async () => {
    const filler = `<p>${noise(25_000)}</p>`;
    const many = page(filler + Object.keys(ICONS).slice(0, 30).map(icon).join(""));
    const one = page(filler + icon("Menu"));
    // The premise: the page alone fits, with its headers, and 30 icons' symbols do not.
    const alone = (await brotliText(many)).byteLength;
    expect(alone + 1000).toBeLessThan(FIRST_ROUND_TRIP_BYTES);
    expect(alone + 1000 + 1500).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);

    expect(await inlineIcons(many)).toBe(many);
    const inlined = await inlineIcons(one);
    expect(inlined).toContain('<use href="#icon-Menu">');
    expect((await brotliText(inlined)).byteLength + 1000).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });

  it("leaves a page without icons, and a name the set does not have, as they are", async () => {
    const plain = page("<main><p>No icons</p></main>");
    expect(await inlineIcons(plain)).toBe(plain);
    const unknown = page(`<main>${icon("NotAnIcon")}</main>`);
    expect(await inlineIcons(unknown)).toBe(unknown);
  });
});
