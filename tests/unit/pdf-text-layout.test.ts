import { describe, expect, it } from "vitest";
import { type TextRun, bodySize, documentText, pageMarkdown, pagePlainText } from "@/lib/pdf/text-layout";

// Runs as pdf.js gives them: in content order, which need not be reading order, split mid-line where the
// font or spacing changes. The e2e spec runs the same code on pdf.js's reading of a real file.

/** A line of runs at height `y`, each word after the one before, a space's width apart. */
function line(y: number, words: string[], { size = 10, x = 72 } = {}): TextRun[] {
  const gap = size * 0.28;
  let at = x;
  return words.map((str) => {
    const run = { str, x: at, y, width: str.length * size * 0.5, size };
    at += run.width + gap;
    return run;
  });
}

describe("PDF to Text's layout", () => {
  it("puts runs back into lines top to bottom, words spaced by their gaps, in whatever order they came", () => {
    const runs = [...line(700, ["second", "line"]), ...line(714, ["First", "line", "here"])].reverse();
    // A run drawn in two pieces with no gap stays one word.
    runs.push(
      { str: "joi", x: 72, y: 686, width: 15, size: 10 },
      { str: "ned", x: 87, y: 686, width: 15, size: 10 },
    );
    expect(pagePlainText(runs)).toBe("First line here\nsecond line\njoined");
  });

  it("parts paragraphs at a gap well over the usual line spacing", () => {
    const runs = [
      ...line(700, ["One", "paragraph"]),
      ...line(688, ["goes", "on."]),
      ...line(652, ["Another", "one."]),
      ...line(640, ["Still", "it."]),
    ];
    expect(pagePlainText(runs)).toBe("One paragraph\ngoes on.\n\nAnother one.\nStill it.");
  });

  it("makes Markdown: headings from sizes above the body's, lists from marks, paragraphs on one line", () => {
    const page = [
      ...line(760, ["Annual", "report"], { size: 24 }),
      ...line(720, ["Results"], { size: 14 }),
      ...line(700, ["Sales", "grew", "in", "every", "re-"]),
      ...line(688, ["gion", "this", "year."]),
      ...line(650, ["•", "North:", "up"]),
      ...line(638, ["•", "South:", "flat"]),
      ...line(626, ["and", "steady"], { x: 84 }),
      ...line(590, ["1.", "Hire"]),
      ...line(578, ["2.", "Build"]),
      ...line(540, ["*Starred*", "#1", "[note]"]),
    ];
    expect(bodySize([page])).toBe(10);
    expect(pageMarkdown(page, 10)).toBe(
      [
        "# Annual report",
        "## Results",
        "Sales grew in every region this year.",
        "- North: up\n- South: flat and steady",
        "1. Hire\n2. Build",
        "\\*Starred\\* #1 \\[note\\]",
      ].join("\n\n"),
    );
  });

  it("parts pages by a form feed in plain text and a rule in Markdown, leaving out empty pages there", () => {
    const pages = [line(700, ["Page", "one"]), [], line(700, ["Page", "three"])];
    expect(documentText(pages)).toEqual({
      plain: "Page one\n\f\n\fPage three\n",
      markdown: "Page one\n\n---\n\nPage three\n",
    });
  });
});
