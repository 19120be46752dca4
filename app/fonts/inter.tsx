import { preload } from "react-dom";

/** public/fonts: Inter's variable Latin subset (@fontsource-variable/inter 5.3.0, OFL: inter-LICENSE.txt). */
const INTER_URL = "/fonts/inter-latin-wght.3100e775.woff2";

// Declared here, inline in every page's <head>, rather than through next/font: next/font writes its faces
// into the site's one stylesheet, which cached pages load after their first paint (their critical rules
// are inline, lib/cache/critical-css.ts), and a face declared again after `optional`'s ~100 ms has passed
// finds the font cached and swaps it into text already painted in the fallback, moving it. Declared once,
// before anything paints, text waits at most ~100 ms for Inter (preloaded, so nearly always there by then)
// and otherwise keeps the fallback for the visit. The fallback's metrics are the ones next/font computes
// for this file against Arial, so a page laid out in either moves nothing if a later visit gets Inter.
const FACES =
  `@font-face{font-family:Inter;src:url(${INTER_URL}) format("woff2");font-display:optional;font-weight:100 900}` +
  `@font-face{font-family:"Inter Fallback";src:local(Arial);ascent-override:89.79%;descent-override:22.36%;line-gap-override:0%;size-adjust:107.89%}`;

export function InterFontFaces() {
  preload(INTER_URL, { as: "font", type: "font/woff2", crossOrigin: "" });
  // A constant of this module, not input: React would escape its quotes as text.
  return <style dangerouslySetInnerHTML={{ __html: FACES }} />;
}
