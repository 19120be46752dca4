import type Beasties from "beasties";
import { beastiesWith, withoutBeastiesMark, type CriticalCssHooks } from "../next-adapter/beasties";
import { HEAD_STYLESHEET, NEXT_PUBLIC_PATH } from "../next-adapter/page-html";
import { criticalSelector } from "./critical-selector";
import { pruneCustomProperties } from "./unused-properties";

// A cached page paints from its HTML alone: the rules its markup uses are inlined in <head>, and the site's
// stylesheet (71 KB, every page's rules) moves to the end of <body>, where it no longer blocks the first
// paint, and after-paint.ts has it requested after that paint (docs/performance.md). Done once per render, as
// the page enters the cache, never per request. Pages rendered per request (admin, signed-in screens) keep
// Next's render-blocking <link>.

/**
 * Beasties, asking the page for each rule's selector as critical-selector.ts normalizes it, and leaving out
 * the custom properties the inlined rules do not read (unused-properties.ts). It has no option for either:
 * the adapter's subclass overrides methods it calls but does not declare (lib/next-adapter/beasties.ts).
 */
const hooks: CriticalCssHooks = { selector: criticalSelector, criticalRules: pruneCustomProperties };

const instances = new Map<string, Beasties>();

/** One per build directory: Beasties keeps each stylesheet it has read and parsed. */
function beasties(distDir: string): Beasties {
  let instance = instances.get(distDir);
  if (!instance) {
    instance = beastiesWith(
      {
        path: distDir,
        publicPath: NEXT_PUBLIC_PATH,
        preload: "body",
        // The sheet's file is every page's: it is left whole, and only ever linked, never rewritten.
        pruneSource: false,
        noscriptFallback: false,
        // The site uses no web font (app/globals.css).
        fonts: false,
        reduceInlineStyles: false,
        mergeStylesheets: false,
        compress: true,
        logLevel: "silent",
      },
      hooks,
    );
    instances.set(distDir, instance);
  }
  return instance;
}

/** `html` with its critical CSS inlined; unchanged if it links no sheet of Next's or cannot be processed. */
export async function inlineCriticalCss(html: string, distDir: string): Promise<string> {
  if (!HEAD_STYLESHEET.test(html)) return html;
  try {
    return withoutBeastiesMark(await beasties(distDir).process(html));
  } catch {
    // A page served with its render-blocking sheet is slower to paint, never wrong.
    return html;
  }
}
