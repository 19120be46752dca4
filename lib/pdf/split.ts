import { fail } from "./errors";
import { copyKept } from "./extract";
import { readMetadata } from "./metadata";
import { savePdf } from "./save";
import { openPdf } from "./open";
import { withProtectionNote } from "./protection";
import { type PageRange, parseRanges, rangeIndexes } from "./ranges";
import { selectedPages } from "./selection";
import type { InputFile, JobResult, OutputFile, ReportProgress } from "./types";
import { baseName } from "./zip";

export type SplitMode =
  | {
      mode: "ranges";
      ranges: string;
      /** All ranges in one file instead of one file per range. */ oneFile?: boolean;
    }
  | { mode: "every"; every: number }
  | { mode: "pages"; pages: number[] }
  | { mode: "odd" }
  | { mode: "even" };

/** The parts to write: each a list of 0-based page indexes and the suffix its file name gets. */
export function planSplit(split: SplitMode, pageCount: number): { pages: number[]; suffix: string }[] {
  switch (split.mode) {
    case "ranges": {
      const ranges = parseRanges(split.ranges, pageCount);
      if (split.oneFile) {
        return [{ pages: ranges.flatMap(rangeIndexes), suffix: `pages-${ranges.map(rangeName).join("_")}` }];
      }
      return ranges.map((r) => ({ pages: rangeIndexes(r), suffix: `pages-${rangeName(r)}` }));
    }
    case "every": {
      if (!Number.isInteger(split.every) || split.every < 1) {
        fail("invalid-input", "Enter how many pages each part should have (a whole number, 1 or more).");
      }
      const parts = [];
      for (let from = 0; from < pageCount; from += split.every) {
        const to = Math.min(from + split.every, pageCount);
        parts.push({
          pages: Array.from({ length: to - from }, (_, i) => from + i),
          suffix: to - from === 1 ? `page-${from + 1}` : `pages-${from + 1}-${to}`,
        });
      }
      return parts;
    }
    case "pages":
      return [{ pages: selectedPages(split, pageCount), suffix: "selected-pages" }];
    case "odd":
    case "even": {
      const pages = Array.from({ length: pageCount }, (_, i) => i).filter((i) =>
        split.mode === "odd" ? i % 2 === 0 : i % 2 === 1,
      );
      if (pages.length === 0) fail("invalid-input", "This document has no even pages.");
      return [{ pages, suffix: `${split.mode}-pages` }];
    }
  }
}

export async function splitPdf(
  file: InputFile,
  split: SplitMode,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  report({ stage: "Reading the file" });
  const source = await openPdf(file);
  const parts = planSplit(split, source.getPageCount());
  const outputs: OutputFile[] = [];
  for (const [i, part] of parts.entries()) {
    report({ stage: "Writing parts", done: i, total: parts.length });
    // Each part's links and bookmarks go to its own copies of their pages; those to other parts are dropped.
    // Parts keep the source's document properties.
    const doc = await copyKept(source, part.pages);
    outputs.push({
      name: `${baseName(file.name)}-${part.suffix}.pdf`,
      bytes: await savePdf(doc, readMetadata(source)),
      pages: part.pages.length,
    });
  }
  return { outputs, notes: withProtectionNote(source, []) };
}

function rangeName(range: PageRange): string {
  return range.from === range.to ? `${range.from}` : `${range.from}-${range.to}`;
}
