import { brotliText, FIRST_ROUND_TRIP_BYTES } from "../http/compress";
import { ICON_SPRITE_PATH, ICON_SPRITE_VERSION } from "../icons/paths";
import { isIconName } from "../icons/set";
import { iconSymbols } from "../icons/sprite";

// A cached page draws its icons from symbols in its own markup rather than from the sprite's address,
// when they fit: the sprite was the one request a first visit made before its first paint, so its icons
// came a round trip after its text, and Lighthouse counted that request into the page's LCP
// (docs/performance.md). Only the icons the page draws (a post: 3 of 77, 0.2 KB compressed), and only
// while the page as npm start's server sends it (brotli, lib/http/compress.ts) still fits in a new
// connection's first round trip with its headers: a page that no longer fits loses a round trip, more than
// the sprite costs (/tools: 35 icons, 2.3 KB). React compares no attributes when it hydrates and skips a
// tag of the body it did not render; what it renders later (another page, a screen) draws from the sprite.
// Done once per render, as the page enters the cache.

const USE = new RegExp(`<use href="${ICON_SPRITE_PATH}\\?v=${ICON_SPRITE_VERSION}#(\\w+)"`, "g");
/** Not the sprite's own ids: a page's anchors (headings' ids) may take any name. */
const ID_PREFIX = "icon-";
/** What the headers of a cached page take of the first round trip (941-992 bytes, its policy the most). */
const HEADER_BYTES = 1000;

/** `html` with the icons it uses defined at the top of its body and used from there, if they fit. */
export async function inlineIcons(html: string): Promise<string> {
  const names = new Set([...html.matchAll(USE)].map((use) => use[1]!).filter(isIconName));
  if (names.size === 0) return html;
  const sprite = `<svg aria-hidden="true" style="display:none">${iconSymbols(names, ID_PREFIX)}</svg>`;
  const own = html
    .replace(USE, (use, name: string) => (isIconName(name) ? `<use href="#${ID_PREFIX}${name}"` : use))
    .replace(/<body\b[^>]*>/, (body) => body + sprite);
  const sent = await brotliText(own);
  return sent.byteLength + HEADER_BYTES <= FIRST_ROUND_TRIP_BYTES ? own : html;
}
