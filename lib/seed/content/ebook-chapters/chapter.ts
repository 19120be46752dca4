/** One chapter of a seed ebook: its own module, so that the chapter files need nothing of ebooks.ts. */
export interface EbookChapter {
  heading: string;
  paragraphs: string[];
}
