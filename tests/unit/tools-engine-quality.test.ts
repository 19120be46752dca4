import retextContractions from "retext-contractions";
import retextEnglish from "retext-english";
import retextIndefiniteArticle from "retext-indefinite-article";
import retextRepeatedWords from "retext-repeated-words";
import retextSentenceSpacing from "retext-sentence-spacing";
import { unified } from "unified";
import { VFile } from "vfile";
import { describe, expect, it } from "vitest";
import { runEngineVariants } from "@/lib/tools/engines";
import { getTool, tools } from "@/lib/tools/registry";
import type { ToolInput } from "@/lib/tools/types";
import { CORPUS } from "../support/engine-corpus";

// The quality gate of the built-in engine: every text tool, over thirty varied inputs and three seeds, through
// a prose linter we did not write (retext) and through checks for the defects templates tend to produce.
// A finding is a line of the report; the gate passes with none.

const SEEDS = [1, 2, 3];
const TEXT_TOOL_SLUGS = tools.filter((t) => t.kind === "text").map((t) => t.slug);

const linter = unified()
  .use(retextEnglish)
  .use(retextRepeatedWords)
  .use(retextIndefiniteArticle)
  .use(retextSentenceSpacing)
  .use(retextContractions, { straight: true });

/** What a reader sees once Markdown is rendered: the syntax marks go, the words stay. */
function readable(text: string): string {
  return text
    .split("\n")
    .map((line) =>
      line
        .replace(/^#{1,6}\s+/, "")
        .replace(/^>\s?/, "")
        .replace(/^\s*(?:[-*]|\d+\.)\s+/, "")
        .replace(/\*\*([^*]+)\*\*/g, "$1")
        .replace(/\*([^*\s][^*]*)\*/g, "$1"),
    )
    .join("\n");
}

// Paragraphs repeat across seeds of one input: each distinct one is linted once.
const linted = new Map<string, string[]>();

function lint(text: string): string[] {
  // List items are separate lines to a reader, so each is linted on its own ("- hiking tips" after "- how to
  // start hiking" is no repeated word).
  return text
    .split(/\n{2,}|\n(?=\s*(?:[-*]|\d+\.)\s)/)
    .map(readable)
    .flatMap((block) => {
      const known = linted.get(block);
      if (known) return known;
      const file = new VFile(block);
      linter.runSync(linter.parse(file), file);
      const found = file.messages.map((m) => `retext ${m.ruleId}: ${m.reason}`);
      linted.set(block, found);
      return found;
    });
}

const CHECKS: [string, RegExp][] = [
  ["an empty or unfilled slot", /\bundefined\b|\bNaN\b|\bnull\b|\{[^}\s]*\}|\(\s*\)|\[\s*\]|""|“”/],
  ["doubled spaces", /\S {2,}/],
  ["a space at the end of a line", / +$/m],
  ["a space before punctuation", / [,.;:!?](?=\s|$)/],
  ["doubled punctuation", /(?<!\.)\.\.(?!\.)|[,;:]\s*[.,;:!?]|[.!?],/],
  ["a sentence starting in lower case", /(?<!\b(?:vs|e\.g|i\.e))[.!?] +[a-z]/],
  ["an apostrophe-s after a plural s", /\b\w+s's\b/],
];
// Markdown that a plain-text result would show as raw symbols.
const MARKDOWN: [string, RegExp][] = [
  ["bold or italic markers", /\*\*|__|(^|\s)\*\S/m],
  ["a Markdown heading", /^#{1,6}\s/m],
  ["a Markdown quote", /^>\s/m],
  ["a Markdown link or code", /\]\(|`/],
];

function findings(slug: string, text: string): string[] {
  const out = CHECKS.filter(([, re]) => re.test(text)).map(([name]) => name);
  if (getTool(slug)?.output !== "document") {
    out.push(...MARKDOWN.filter(([, re]) => re.test(text)).map(([name]) => `raw Markdown: ${name}`));
  }
  return [...out, ...lint(text)];
}

/** Paragraphs long enough to be prose: blocks between blank lines, headings aside, compared whole. */
function paragraphs(text: string): string[] {
  return readable(text)
    .split(/\n{2,}/)
    .map((p) => p.trim().replace(/\s+/g, " ").toLowerCase())
    .filter((p) => p.split(" ").length >= 8);
}

describe("the built-in engine's quality gate", () => {
  it("has a corpus of at least 30 inputs for every text tool", () => {
    expect(Object.keys(CORPUS).sort()).toEqual(TEXT_TOOL_SLUGS.sort());
    for (const inputs of Object.values(CORPUS)) {
      expect(inputs.length).toBeGreaterThanOrEqual(30);
      expect(new Set(inputs.map((i) => JSON.stringify(i))).size).toBe(inputs.length);
    }
  });

  describe.each(TEXT_TOOL_SLUGS)("%s", (slug) => {
    const inputs = CORPUS[slug] ?? [];
    const runs = inputs.flatMap((input, n) =>
      SEEDS.map((seed) => ({ n, input, seed, variants: runEngineVariants(slug, input, seed) })),
    );

    it("writes text with no linter finding, empty slot, stray space or leftover Markdown", () => {
      const report = runs.flatMap(({ input, seed, variants }) =>
        variants.flatMap((text) =>
          findings(slug, text).map(
            (f) => `${f}\n    input ${JSON.stringify(input)} seed ${seed}\n    ${text}`,
          ),
        ),
      );
      expect(report).toEqual([]);
    }, 60_000);

    it("never shares a paragraph word for word between two different inputs", () => {
      const owner = new Map<string, number>();
      const shared = new Set<string>();
      for (const { n, variants } of runs) {
        for (const p of variants.flatMap(paragraphs)) {
          const first = owner.get(p);
          if (first === undefined) owner.set(p, n);
          else if (first !== n) shared.add(p);
        }
      }
      expect([...shared]).toEqual([]);
    }, 60_000);

    it("uses every field the visitor filled in", () => {
      const unused: string[] = [];
      inputs.forEach((input, n) => {
        const other = inputs[(n + 7) % inputs.length] as ToolInput;
        const base = runEngineVariants(slug, input, 1).join("\n");
        for (const field of Object.keys(input)) {
          const options = getTool(slug)?.fields.find((f) => f.name === field)?.options;
          const value = options
            ? (options.find((o) => o !== input[field]) as string)
            : (other[field] ?? `${input[field]} extra`);
          if (runEngineVariants(slug, { ...input, [field]: value }, 1).join("\n") === base) {
            unused.push(`${field} in ${JSON.stringify(input)}`);
          }
        }
      });
      expect(unused).toEqual([]);
    }, 60_000);
  });
});
