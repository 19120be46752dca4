import type { JobResult } from "../types";
import type { TextChange } from "./text-changes";

// What Compare PDF finds, shared by the job (compare.ts) and the screen, which must not load the job's
// libraries (jsdiff, pixelmatch) to show it.

/** One page of the original matched with one of the changed file (page numbers from 1), or a page in one only. */
export interface ComparedPage {
  original?: number;
  changed?: number;
  /** The words that differ, with a little unchanged text around them; empty if the words are the same. */
  text: TextChange[];
  /** How many pixels of the two drawn pages differ (both pages only). */
  pixels?: number;
  /** The overlay image's output name, when the pages look different. */
  overlay?: string;
}

export interface CompareResult extends JobResult {
  pages: ComparedPage[];
}

export const pageDiffers = (page: ComparedPage) =>
  page.original === undefined || page.changed === undefined || page.text.length > 0 || !!page.pixels;

/** A page's heading, in the screen and in changes.txt. */
export const pageTitle = (page: ComparedPage) =>
  page.original === undefined
    ? `Page ${page.changed} of the changed file: added`
    : page.changed === undefined
      ? `Page ${page.original} of the original: removed`
      : page.original === page.changed
        ? `Page ${page.original}`
        : `Page ${page.original} of the original, page ${page.changed} of the changed file`;
