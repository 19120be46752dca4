import { describe, expect, it } from "vitest";
import { isDirectKindRoute, kindRouteRewrites, renderedToolPath } from "@/lib/tools/kind-routes";
import { tools } from "@/lib/tools/registry";
import { RUNNERS } from "@/components/tools/runners";

// The path-to-regexp source of a rewrite, as Next matches it, for one address.
const matches = (source: string, path: string) => {
  const [, slugs] = /^\/tool\/:slug\((.*)\)$/.exec(source)!;
  return new RegExp(`^/tool/(?:${slugs})$`).test(path);
};

describe("tool kinds with a route of their own", () => {
  it("rewrites every PDF tool, and only those, to the PDF route", () => {
    const [rewrite] = kindRouteRewrites();
    expect(rewrite!.destination).toBe("/tool-kind/pdf/:slug");
    for (const tool of tools) {
      expect(matches(rewrite!.source, `/tool/${tool.slug}`), tool.slug).toBe(tool.kind === "pdf");
      expect(renderedToolPath(tool.slug)).toBe(
        tool.kind === "pdf" ? `/tool-kind/pdf/${tool.slug}` : `/tool/${tool.slug}`,
      );
    }
    expect(matches(rewrite!.source, "/tool/merge-pdf/opengraph-image-abc")).toBe(false);
  });

  it("leaves every other kind a runner on the shared route", () => {
    for (const tool of tools.filter((t) => t.kind !== "pdf")) expect(tool.kind in RUNNERS).toBe(true);
    expect("pdf" in RUNNERS).toBe(false);
  });

  it("refuses the kind route's own address but serves its Open Graph image", () => {
    expect(isDirectKindRoute("/tool-kind/pdf/merge-pdf")).toBe(true);
    expect(isDirectKindRoute("/tool-kind/pdf")).toBe(true);
    expect(isDirectKindRoute("/tool-kind/pdf/merge-pdf/opengraph-image-x1")).toBe(false);
    expect(isDirectKindRoute("/tool/merge-pdf")).toBe(false);
  });
});
