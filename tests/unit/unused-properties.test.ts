import { describe, expect, it } from "vitest";
import { pruneCustomProperties } from "@/lib/cache/unused-properties";

// A page's critical CSS keeps only the custom properties its rules or inline styles read
// (lib/cache/unused-properties.ts).

describe("pruneCustomProperties", () => {
  it("keeps what the rules read, directly or through another property, and drops the rest", () => {
    const css =
      "@layer theme{:root{--font-sans:Inter;--default-font:var(--font-sans);--color-red:red;--spacing:.25rem}}" +
      "html{font-family:var(--default-font,sans-serif)}.p-4{padding:calc(var(--spacing)*4)}";
    expect(pruneCustomProperties(css, "")).toBe(
      "@layer theme{:root{--font-sans:Inter;--default-font:var(--font-sans);--spacing:.25rem}}" +
        "html{font-family:var(--default-font,sans-serif)}.p-4{padding:calc(var(--spacing)*4)}",
    );
  });

  it("registers only the properties read, and leaves no rule or block emptied by it", () => {
    const css =
      "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}}" +
      "@layer theme{:root{--unused:1}}@layer components;" +
      ".shadow{box-shadow:var(--tw-shadow)}" +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-blur{syntax:"*";inherits:false}';
    expect(pruneCustomProperties(css, "")).toBe(
      "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000}}}" +
        "@layer components;.shadow{box-shadow:var(--tw-shadow)}" +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
  });

  it("counts what the page's inline styles read", () => {
    const css = ":root{--brand:#4f46e5;--accent:var(--brand);--other:1}";
    expect(pruneCustomProperties(css, "color:var(--accent)")).toBe(
      ":root{--brand:#4f46e5;--accent:var(--brand)}",
    );
  });
});
