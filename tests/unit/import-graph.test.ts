import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseCircular, parseDependencyTree, shortenTree, type DependencyTree } from "dpdm";

// No module of ours imports itself through others (issue 61): a circle makes the order modules run in
// depend on which one a bundle reaches first, and hides where a concept begins. Every import counts:
// type-only ones (a type belongs to one module, not to two that need each other) and dynamic ones (a
// lazily loaded module that imports its loader back is one concept in two files). dpdm reads the files
// with TypeScript's own parser and resolves "@/" through tsconfig.json.

const root = fileURLToPath(new URL("../..", import.meta.url));
const SOURCES = ["lib", "app", "components"].map((dir) => `${dir}/**/*.{ts,tsx}`);

async function ourGraph(): Promise<DependencyTree> {
  const tree = await parseDependencyTree(SOURCES, {
    cwd: root,
    context: root,
    tsconfig: path.join(root, "tsconfig.json"),
    transform: false,
    skipDynamicImports: false,
  });
  return shortenTree(root, tree);
}

describe("the import graph of lib/, app/ and components/", () => {
  it("has no circle", { timeout: 20_000 }, async () => {
    const graph = await ourGraph();

    // A "@/" or relative import left unresolved would drop its edges and hide circles.
    const unresolved = Object.values(graph)
      .flatMap((deps) => deps ?? [])
      .filter((dep) => dep.id === null && /^(@\/|\.)/.test(dep.request))
      .map((dep) => `${dep.issuer}: ${dep.request}`);
    expect(unresolved, "imports of ours dpdm could not resolve").toEqual([]);
    expect(Object.keys(graph).filter((file) => file.startsWith("lib/")).length).toBeGreaterThan(100);

    const circles = parseCircular(graph).map((circle) => [...circle, circle[0]].join(" → "));
    expect(circles, `import circles:\n${circles.join("\n")}\n`).toEqual([]);
  });
});
