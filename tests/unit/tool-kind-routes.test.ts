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
  it("rewrites every PDF and every text tool, and only those, to their kind's route", () => {
    const rewrites = kindRouteRewrites();
    expect(rewrites.map((r) => r.destination)).toEqual(["/tool-kind/pdf/:slug", "/tool-kind/text/:slug"]);
    for (const tool of tools) {
      const own = tool.kind === "pdf" || tool.kind === "text";
      for (const [i, kind] of (["pdf", "text"] as const).entries()) {
        expect(matches(rewrites[i]!.source, `/tool/${tool.slug}`), tool.slug).toBe(tool.kind === kind);
      }
      expect(renderedToolPath(tool.slug)).toBe(
        own ? `/tool-kind/${tool.kind}/${tool.slug}` : `/tool/${tool.slug}`,
      );
    }
    expect(tools.filter((t) => t.kind === "text").length).toBeGreaterThanOrEqual(12);
    expect(matches(rewrites[0]!.source, "/tool/merge-pdf/og-image")).toBe(false);
  });

  it("leaves every other kind a runner on the shared route", () => {
    for (const tool of tools.filter((t) => t.kind !== "pdf" && t.kind !== "text")) {
      expect(tool.kind in RUNNERS).toBe(true);
    }
    expect("pdf" in RUNNERS || "text" in RUNNERS).toBe(false);
  });

  it("refuses the kind route's own address", () => {
    expect(isDirectKindRoute("/tool-kind/pdf/merge-pdf")).toBe(true);
    expect(isDirectKindRoute("/tool-kind/pdf")).toBe(true);
    expect(isDirectKindRoute("/tool-kind/pdf/merge-pdf/anything")).toBe(true);
    expect(isDirectKindRoute("/tool-kind/text/ai-bio-generator")).toBe(true);
    expect(isDirectKindRoute("/tool/merge-pdf")).toBe(false);
  });
});
