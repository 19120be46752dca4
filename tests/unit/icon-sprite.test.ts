import { describe, expect, it } from "vitest";
import { ICONS } from "@/lib/icons/set";
import { ICON_SPRITE_VERSION } from "@/lib/icons/paths";
import { iconSprite } from "@/lib/icons/sprite";
import { tools } from "@/lib/tools/registry";

describe("the icon sprite", () => {
  it("has one symbol with lucide's shapes for every icon of the set", () => {
    const { svg } = iconSprite();
    expect(svg.match(/<symbol /g)).toHaveLength(Object.keys(ICONS).length);
    expect(svg).toContain('<symbol id="Sparkles" viewBox="0 0 24 24"><path d="M11.017 2.814');
    expect(svg).toContain('<circle cx="4" cy="20" r="2"/>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
  });

  it("is versioned by its content: the version pages ask for is the hash of the sprite served", () => {
    // When this fails, the set or lucide's shapes changed: write the new hash into lib/icons/paths.ts.
    expect(iconSprite().version).toBe(ICON_SPRITE_VERSION);
    expect(iconSprite().version).toMatch(/^[\w-]{10}$/);
  });

  it("draws every tool's icon", () => {
    for (const tool of tools) expect(Object.keys(ICONS), tool.slug).toContain(tool.icon);
  });
});
