import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

// The README and docs/ keep up with the code: docs/configuration.md lists exactly the variables lib/env.ts
// reads, and no relative link or #anchor in them leads nowhere.

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/**
 * Variables docs/configuration.md may list although lib/env.ts's schema does not read them, each with the
 * file that reads it (checked below, so an entry cannot outlive its reader). The benches' BENCH_* variables
 * are documented with the benches (docs/performance.md), not in this table.
 */
const READ_ELSEWHERE: Record<string, string> = {
  // lib/env.ts, outside its schema: on Vercel, DATABASE_URL and SITE_URL fall back to these.
  VERCEL: "lib/env.ts",
  VERCEL_ENV: "lib/env.ts",
  VERCEL_BRANCH_URL: "lib/env.ts",
  VERCEL_URL: "lib/env.ts",
  VERCEL_PROJECT_PRODUCTION_URL: "lib/env.ts",
  POSTGRES_URL: "lib/env.ts",
  // The test suite and the scripts, never the site.
  TEST_DATABASE_URL: "vitest.config.ts",
  CHROMIUM_PATH: "tests/e2e/helpers/constants.ts",
  BASE_URL: "scripts/security-client.ts",
};

/** The keys of `const schema = z.object({ … })` in lib/env.ts, found by TypeScript's own parser. */
function schemaKeys(): string[] {
  const source = ts.createSourceFile("env.ts", read("lib/env.ts"), ts.ScriptTarget.Latest, true);
  let keys: string[] | undefined;
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === "schema" &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      node.initializer.expression.getText(source) === "z.object"
    ) {
      const [shape] = node.initializer.arguments;
      if (shape && ts.isObjectLiteralExpression(shape)) {
        keys = shape.properties.map((property) => {
          if (!property.name || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
            throw new Error(`lib/env.ts: a schema key that is not a plain name: ${property.getText(source)}`);
          }
          return property.name.text;
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!keys) throw new Error("lib/env.ts: no `const schema = z.object({ … })` found");
  return keys;
}

/** The variable names in the first column of every table in a Markdown text (`A`, `B` in one cell too). */
function tableVariables(markdown: string): string[] {
  const names: string[] = [];
  for (const line of withoutCodeBlocks(markdown).split("\n")) {
    if (!line.startsWith("|") || /^\|\s*:?-{3,}/.test(line)) continue;
    const firstCell = line.split("|")[1] ?? "";
    for (const [, name = ""] of firstCell.matchAll(/`([^`]+)`/g)) {
      if (/^[A-Z][A-Z0-9_]*$/.test(name)) names.push(name);
    }
  }
  return names;
}

function withoutCodeBlocks(markdown: string): string {
  // Fenced blocks become empty lines, so line-based parsing keeps its bearings.
  return markdown.replace(/^ *(```|~~~)[\s\S]*?^ *\1 *$/gm, (block) => block.replace(/[^\n]/g, ""));
}

/** GitHub's anchor for a heading: lower case, punctuation but `-` and `_` dropped, each space a hyphen. */
function githubSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, "")
    .replace(/ /g, "-");
}

function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const line of withoutCodeBlocks(markdown).split("\n")) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(heading[1] ?? "");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** Every link target in a Markdown text, outside code: inline links and images, references, HTML. */
function linkTargets(markdown: string): string[] {
  const text = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, "code");
  const inline = text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g);
  const references = text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm);
  const html = text.matchAll(/\b(?:href|src)="([^"]+)"/g);
  return [...inline, ...references, ...html].map((match) => match[1] ?? "");
}

/** What is wrong with each relative link of `file`: a missing file, or a missing heading in a .md. */
function brokenLinks(file: string): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(read(file))) {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target)) continue; // https:, mailto:, …
    const [pathPart, anchor] = target.split("#", 2) as [string, string | undefined];
    const resolved = pathPart ? path.join(path.dirname(file), decodeURIComponent(pathPart)) : file;
    if (!existsSync(path.join(root, resolved))) {
      problems.push(`${file}: ${target} (no file ${resolved})`);
      continue;
    }
    if (anchor !== undefined && resolved.endsWith(".md")) {
      if (!anchors(read(resolved)).has(decodeURIComponent(anchor))) {
        problems.push(`${file}: ${target} (no heading #${anchor} in ${resolved})`);
      }
    }
  }
  return problems;
}

const docs = readdirSync(path.join(root, "docs"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => `docs/${name}`);

describe("docs/configuration.md", () => {
  const keys = schemaKeys();
  const documented = new Set(tableVariables(read("docs/configuration.md")));

  it("finds the schema's keys (every variable with a default among them)", () => {
    expect(keys.length).toBeGreaterThan(30);
    expect(Object.keys(parseEnv({})).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it("lists every variable lib/env.ts's schema reads", () => {
    expect(keys.filter((key) => !documented.has(key))).toEqual([]);
  });

  it("lists no variable that nothing reads", () => {
    const unknown = [...documented].filter((name) => !keys.includes(name) && !(name in READ_ELSEWHERE));
    expect(unknown).toEqual([]);
  });

  it("names, for each variable read outside the schema, a file that still reads it", () => {
    const stale = Object.entries(READ_ELSEWHERE).filter(
      ([name, file]) => !new RegExp(`\\b${name}\\b`).test(read(file)),
    );
    expect(stale).toEqual([]);
  });
});

describe("links in README.md and docs/", () => {
  it("lead to files and headings that exist", () => {
    expect(["README.md", ...docs].flatMap(brokenLinks)).toEqual([]);
  });

  it("include one from the README to every docs/ file", () => {
    const linked = new Set(
      linkTargets(read("README.md")).map((target) => path.normalize(target.split("#")[0] ?? "")),
    );
    expect(docs.filter((file) => !linked.has(file))).toEqual([]);
  });

  it("are resolved with GitHub's anchors", () => {
    expect(githubSlug("Client addresses (`TRUST_PROXY`)")).toBe("client-addresses-trust_proxy");
    expect(githubSlug("Deploy previews (Vercel + a Supabase branch per preview)")).toBe(
      "deploy-previews-vercel--a-supabase-branch-per-preview",
    );
    expect(githubSlug("Keeping a visitor's first action")).toBe("keeping-a-visitors-first-action");
    expect(anchors("# A\n\n```md\n# B\n```\n\n## A\n")).toEqual(new Set(["a", "a-1"]));
  });
});
