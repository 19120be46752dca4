import Beasties from "beasties";
import { criticalSelector } from "./critical-selector";
import { pruneCustomProperties } from "./unused-properties";

// A cached page paints from its HTML alone: the rules its markup uses are inlined in <head>, and the site's
// stylesheet (71 KB, every page's rules) moves to the end of <body>, where it no longer blocks the first
// paint, and after-paint.ts has it requested after that paint (docs/performance.md). Done once per render, as
// the page enters the cache, never per request. Pages rendered per request (admin, signed-in screens) keep
// Next's render-blocking <link>.

// What Beasties hands the two methods below (its own DOM; neither is in its type declarations).
interface Styled {
  textContent: string;
  /** The stylesheet's address, when the style holds a linked sheet's critical rules. */
  $$name?: string;
}
interface Searchable {
  querySelectorAll(selector: string): { getAttribute(name: string): string | null }[];
}

/**
 * Beasties, asking the page for each rule's selector as critical-selector.ts normalizes it, and leaving out
 * the custom properties the inlined rules do not read (unused-properties.ts). It has no option for either:
 * these override methods it calls (beasties 0.5); the integration test fails if a later version stops
 * calling them, as unused typography rules and theme properties would be inlined again.
 */
class PageBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return criticalSelector(selector);
  }

  processStyle(style: Styled, document: Searchable): void {
    // @ts-expect-error -- an undeclared method of Beasties (above)
    super.processStyle(style, document);
    if (!style.$$name || !style.textContent) return;
    const inline = document.querySelectorAll("[style]").map((element) => element.getAttribute("style"));
    style.textContent = pruneCustomProperties(style.textContent, inline.join(";"));
  }
}

const instances = new Map<string, Beasties>();

/** One per build directory: Beasties keeps each stylesheet it has read and parsed. */
function beasties(distDir: string): Beasties {
  let instance = instances.get(distDir);
  if (!instance) {
    instance = new PageBeasties({
      path: distDir,
      // Next links its sheets as /_next/static/…, which are files under the build directory's static/.
      publicPath: "/_next/",
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
    });
    instances.set(distDir, instance);
  }
  return instance;
}

const NEXT_STYLESHEET = /<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/;

/** `html` with its critical CSS inlined; unchanged if it links no sheet of Next's or cannot be processed. */
export async function inlineCriticalCss(html: string, distDir: string): Promise<string> {
  if (!NEXT_STYLESHEET.test(html)) return html;
  try {
    const processed = await beasties(distDir).process(html);
    // Beasties marks the element it searched; React would find an attribute on <html> it did not render.
    return processed.replace(/^(<!DOCTYPE html><html\b[^>]*?) data-beasties-container(="")?/i, "$1");
  } catch {
    // A page served with its render-blocking sheet is slower to paint, never wrong.
    return html;
  }
}
