import { ICON_SPRITE_PATH, ICON_SPRITE_VERSION } from "../icons/paths";
import { isIconName } from "../icons/set";
import { iconSymbols } from "../icons/sprite";

// A cached page draws its icons from symbols in its own markup, not from the sprite's address: the
// sprite was the one request a first visit made before its first paint, so the icons came a round trip
// after the text, and Lighthouse counted that request into the page's LCP (docs/performance.md). Only
// the icons the page draws (home: 18 of 77, 4 KB, 1 KB compressed). React compares no attributes when it
// hydrates, and skips a tag of the body it did not render; what it renders later (another page, a
// screen) still draws from the sprite. Done once per render, as the page enters the cache.

const USE = new RegExp(`<use href="${ICON_SPRITE_PATH}\\?v=${ICON_SPRITE_VERSION}#(\\w+)"`, "g");
/** Not the sprite's own ids: a page's anchors (headings' ids) may take any name. */
const ID_PREFIX = "icon-";

/** `html` with the icons it uses from the sprite defined at the top of its body, and used from there. */
export function inlineIcons(html: string): string {
  const names = new Set([...html.matchAll(USE)].map((use) => use[1]!).filter(isIconName));
  if (names.size === 0) return html;
  const sprite = `<svg aria-hidden="true" style="display:none">${iconSymbols(names, ID_PREFIX)}</svg>`;
  return html
    .replace(USE, (use, name: string) => (isIconName(name) ? `<use href="#${ID_PREFIX}${name}"` : use))
    .replace(/<body\b[^>]*>/, (body) => body + sprite);
}
