import { describe, expect, it } from "vitest";
import { criticalSelector } from "@/lib/cache/critical-selector";

// What the page is asked for, per stylesheet selector (lib/cache/critical-selector.ts): what its markup
// decides stays, what it cannot decide (interaction, a field's state, pseudo-elements) goes, and nothing is
// narrowed, so no rule the page could use is left out of its critical CSS.

const NOT_PROSE = ":not(:where([class~=not-prose],[class~=not-prose] *))";

describe("criticalSelector", () => {
  it("keeps the typography plugin's element and its exclusion, so only rules for present elements match", () => {
    expect(criticalSelector(`.prose :where(h4)${NOT_PROSE}`)).toBe(`.prose :where(h4)${NOT_PROSE}`);
    expect(criticalSelector(`.prose :where(ol>li)${NOT_PROSE}::marker`)).toBe(
      `.prose :where(ol>li)${NOT_PROSE}`,
    );
    expect(criticalSelector(`.prose :where(blockquote p:first-of-type)${NOT_PROSE}:before`)).toBe(
      `.prose :where(blockquote p:first-of-type)${NOT_PROSE}`,
    );
  });

  it("keeps positions among siblings and Tailwind's spacing selectors", () => {
    expect(criticalSelector(":where(.space-y-2>:not(:last-child))")).toBe(
      ":where(.space-y-2>:not(:last-child))",
    );
    expect(criticalSelector("li:nth-child(2n+1)")).toBe("li:nth-child(2n+1)");
  });

  it("drops interaction and pseudo-elements, mending the combinators they leave", () => {
    expect(criticalSelector(".hover\\:underline:hover")).toBe(".hover\\:underline");
    expect(criticalSelector(".file\\:mr-3::file-selector-button")).toBe(".file\\:mr-3");
    expect(criticalSelector(".menu>:focus-visible")).toBe(".menu> *");
    expect(criticalSelector(":hover>.tip")).toBe("* >.tip");
    expect(criticalSelector(":is(:where(.group):hover .group-hover\\:flex)")).toBe(
      ":is(:where(.group) .group-hover\\:flex)",
    );
  });

  it("never narrows: a list member it cannot ask stands for any element, a :not() it cannot ask goes", () => {
    expect(criticalSelector(".open\\:border:is([open],:popover-open,:open)")).toBe(
      ".open\\:border:is([open],*,*)",
    );
    expect(criticalSelector(".field:not(:focus)")).toBe(".field");
    expect(criticalSelector(".row:not(.done,:hover)")).toBe(".row");
    expect(criticalSelector(".has-\\[\\:checked\\]\\:ring:has(:checked)")).toBe(
      ".has-\\[\\:checked\\]\\:ring:has(*)",
    );
    expect(criticalSelector(".card:has(> img)")).toBe(".card:has(> img)");
  });

  it("asks for a class holding a character React escapes as React writes it, since Beasties reads it so", () => {
    expect(criticalSelector(".\\[\\&_h2\\]\\:pt-6 h2")).toBe(".\\[\\&amp\\;_h2\\]\\:pt-6 h2");
    expect(criticalSelector(".\\[\\&\\>li\\]\\:pl-1>li")).toBe(".\\[\\&amp\\;\\&gt\\;li\\]\\:pl-1>li");
    expect(criticalSelector(".\\32xl\\:p-4")).toBe(".\\32xl\\:p-4");
  });

  it("leaves escapes, attribute values and strings alone, and asks nothing of a bare pseudo-element", () => {
    expect(criticalSelector(".sm\\:grid-cols-2")).toBe(".sm\\:grid-cols-2");
    expect(criticalSelector('a[href^="https:"]:hover')).toBe('a[href^="https:"]');
    expect(criticalSelector('.prose :where(ol[type="1"])')).toBe('.prose :where(ol[type="1"])');
    expect(criticalSelector("[data-state=open]:where(:not([hidden=until-found]))")).toBe(
      "[data-state=open]:where(:not([hidden=until-found]))",
    );
    expect(criticalSelector("::placeholder")).toBe("");
    expect(criticalSelector(":focus-visible")).toBe("");
  });
});
