// PDF to Text: a page's text as pdf.js finds it (runs of characters, each with its position and size) put
// back into lines and paragraphs, as plain text and as Markdown. Plain code with no PDF library, so it is
// tested on its own (tests/unit/pdf-text-layout.test.ts) and against pdf.js on real files (the e2e spec).

/** One run of text on a page, as pdf.js's getTextContent gives it (its transform's position and size). */
export interface TextRun {
  str: string;
  /** Where the run starts, in the page's units, y up. */
  x: number;
  y: number;
  width: number;
  /** The font size the run is drawn at. */
  size: number;
}

interface Line {
  text: string;
  y: number;
  /** The largest size on the line: a heading's. */
  size: number;
}

/** Runs closer than this share a line, as a fraction of their size. */
const SAME_LINE = 0.5;
/** A gap wider than this between two runs on a line is a space, as a fraction of the size. */
const WORD_GAP = 0.15;
/** Lines further apart than this, as a multiple of the page's usual line spacing, start a new paragraph. */
const PARAGRAPH_GAP = 1.4;

/** Runs into lines, top to bottom, each left to right. */
function linesOf(runs: TextRun[]): Line[] {
  const sorted = runs
    .filter((run) => run.str !== "")
    .map((run, order) => ({ ...run, order }))
    .sort((a, b) => b.y - a.y || a.x - b.x || a.order - b.order);
  const lines: { runs: typeof sorted; y: number; size: number }[] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - run.y) <= SAME_LINE * Math.max(line.size, run.size)) {
      line.runs.push(run);
      line.size = Math.max(line.size, run.size);
    } else {
      lines.push({ runs: [run], y: run.y, size: run.size });
    }
  }
  return lines.map((line) => {
    const ordered = line.runs.sort((a, b) => a.x - b.x || a.order - b.order);
    let text = "";
    let end = -Infinity;
    for (const run of ordered) {
      const gap = run.x - end;
      if (text !== "" && gap > WORD_GAP * run.size && !/\s$/.test(text) && !/^\s/.test(run.str)) text += " ";
      text += run.str;
      end = Math.max(end, run.x + run.width);
    }
    return { text: text.replace(/\s+/g, " ").trim(), y: line.y, size: line.size };
  });
}

/** The page's lines in paragraphs: a gap well over the usual spacing between two lines parts them. */
function paragraphsOf(lines: Line[]): Line[][] {
  const spacings = lines
    .slice(1)
    .map((line, i) => lines[i]!.y - line.y)
    .filter((gap) => gap > 0);
  // The spacing of lines within a paragraph is the page's smallest common one (a lower quartile: the gaps
  // between paragraphs and before headings are the larger ones).
  const usual = lowerQuartile(spacings) ?? 0;
  const paragraphs: Line[][] = [];
  lines.forEach((line, i) => {
    const gap = i === 0 ? Infinity : lines[i - 1]!.y - line.y;
    const sizeChanged = i > 0 && Math.abs(lines[i - 1]!.size - line.size) > 0.1 * line.size;
    if (line.text === "") return;
    if (i === 0 || gap > PARAGRAPH_GAP * usual || sizeChanged || paragraphs.length === 0)
      paragraphs.push([line]);
    else paragraphs.at(-1)!.push(line);
  });
  return paragraphs;
}

function lowerQuartile(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 4)];
}

/** The size most of a document's characters are set in: its body text's. */
export function bodySize(pages: TextRun[][]): number {
  const chars = new Map<number, number>();
  for (const run of pages.flat()) {
    const size = Math.round(run.size * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + run.str.length);
  }
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** A page as plain text: its lines as they are, a blank line between paragraphs. */
export function pagePlainText(runs: TextRun[]): string {
  return paragraphsOf(linesOf(runs))
    .map((paragraph) => paragraph.map((line) => line.text).join("\n"))
    .join("\n\n");
}

const BULLET = /^[•◦▪‣●○■–—-]\s*/;
const NUMBERED = /^(\d{1,3})[.)]\s+/;

/** Joins a paragraph's lines into one, mending words a line end hyphenated. */
function joined(lines: Line[]): string {
  return lines.reduce((text, line) => {
    if (text === "") return line.text;
    if (/[a-z]-$/.test(text) && /^[a-z]/.test(line.text)) return text.slice(0, -1) + line.text;
    return `${text} ${line.text}`;
  }, "");
}

/** Characters that would make Markdown of a plain line (emphasis, links, headings at its start). */
function escaped(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, "\\$1").replace(/^(#{1,6}\s|>|\+\s|=+$)/, "\\$1");
}

/**
 * A page as Markdown: lines set well above the body size become headings (#, ##, ###), bulleted and numbered
 * lines list items, and each paragraph one line.
 */
export function pageMarkdown(runs: TextRun[], body: number): string {
  const blocks: string[] = [];
  for (const paragraph of paragraphsOf(linesOf(runs))) {
    const size = paragraph[0]!.size;
    const ratio = body > 0 ? size / body : 1;
    if (ratio >= 1.15 && paragraph.length <= 3) {
      const level = ratio >= 1.6 ? "#" : ratio >= 1.3 ? "##" : "###";
      blocks.push(`${level} ${escaped(joined(paragraph))}`);
      continue;
    }
    if (paragraph.some((line) => BULLET.test(line.text) || NUMBERED.test(line.text))) {
      // A list: each marked line starts an item, unmarked lines continue the one above.
      const items: string[] = [];
      for (const line of paragraph) {
        const bullet = BULLET.exec(line.text);
        const numbered = NUMBERED.exec(line.text);
        if (bullet) items.push(`- ${escaped(line.text.slice(bullet[0].length))}`);
        else if (numbered) items.push(`${numbered[1]}. ${escaped(line.text.slice(numbered[0].length))}`);
        else if (items.length > 0) items[items.length - 1] += ` ${escaped(line.text)}`;
        else items.push(escaped(line.text));
      }
      blocks.push(items.join("\n"));
      continue;
    }
    blocks.push(escaped(joined(paragraph)));
  }
  return blocks.join("\n\n");
}

/** Whole documents: pages parted by a form feed in plain text (as pdftotext does), by a rule in Markdown. */
export function documentText(pages: TextRun[][]): { plain: string; markdown: string } {
  const body = bodySize(pages);
  return {
    plain: `${pages.map(pagePlainText).join("\n\f")}\n`,
    markdown: `${pages
      .map((runs) => pageMarkdown(runs, body))
      .filter((page) => page !== "")
      .join("\n\n---\n\n")}\n`,
  };
}
