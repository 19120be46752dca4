import Beasties, { type Options } from "beasties";

// Beasties has no option to choose how a page is asked for a rule's selector, nor to rewrite a sheet's
// critical rules before they are inlined. This subclass overrides two methods Beasties calls but does not
// declare (beasties 0.5, dist/index.mjs): normalizeCssSelector(selector) and processStyle(style, document).
// tests/unit/next-upgrade-contract.test.ts fails when a version stops calling them.

/** What Beasties hands processStyle (its own DOM; undeclared). */
interface Styled {
  textContent: string;
  /** The stylesheet's address, when the style holds a linked sheet's critical rules. */
  $$name?: string;
}
interface Searchable {
  querySelectorAll(selector: string): { getAttribute(name: string): string | null }[];
}

export interface CriticalCssHooks {
  /** The selector the page is asked for, for each of the sheet's rules. */
  selector(selector: string): string;
  /** A linked sheet's critical rules as inlined, given every inline style attribute of the page. */
  criticalRules(rules: string, inlineStyles: string): string;
}

/** A Beasties that asks and inlines as `hooks` say. */
export function beastiesWith(options: Options, hooks: CriticalCssHooks): Beasties {
  class HookedBeasties extends Beasties {
    normalizeCssSelector(selector: string): string {
      return hooks.selector(selector);
    }

    processStyle(style: Styled, document: Searchable): void {
      // @ts-expect-error -- an undeclared method of Beasties (above)
      super.processStyle(style, document);
      if (!style.$$name || !style.textContent) return;
      const inline = document.querySelectorAll("[style]").map((element) => element.getAttribute("style"));
      style.textContent = hooks.criticalRules(style.textContent, inline.join(";"));
    }
  }
  return new HookedBeasties(options);
}

/** `html` without the attribute Beasties puts on <html>, which React would find and not have rendered. */
export function withoutBeastiesMark(html: string): string {
  return html.replace(/^(<!DOCTYPE html><html\b[^>]*?) data-beasties-container(="")?/i, "$1");
}
