import { PDFDocument, PageSizes, StandardFonts, rgb } from "@cantoo/pdf-lib";
import type { PDFFont, PDFPage, RGB } from "@cantoo/pdf-lib";

import { seedEbookCategories } from "./content/ebooks";
import type { SeedEbook } from "./content/ebooks";

/** Fixed metadata dates so that re-rendering an ebook produces byte-identical output. */
export const EBOOK_PDF_DATE = new Date("2024-01-01T00:00:00.000Z");
export const EBOOK_PDF_AUTHOR = "Creatorkit Team";
export const EBOOK_PDF_CREATOR = "Creatorkit";

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A5;
const MARGIN_X = 50;
const MARGIN_TOP = 64;
const MARGIN_BOTTOM = 64;
const CONTENT_WIDTH = PAGE_WIDTH - MARGIN_X * 2;
const FOOTER_Y = 32;

const BODY_SIZE = 10.5;
const BODY_LEADING = 15.5;
const PARAGRAPH_GAP = 8;
const HEADING_SIZE = 17;
const HEADING_LEADING = 22;

const TEXT_DARK = rgb(0.11, 0.12, 0.15);
const TEXT_BODY = rgb(0.2, 0.22, 0.26);
const TEXT_MUTED = rgb(0.45, 0.47, 0.52);
const RULE_LIGHT = rgb(0.85, 0.86, 0.88);
const WHITE = rgb(1, 1, 1);
const FALLBACK_COLOR = "#3B82F6";

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The standard fonts only encode WinAnsi; the seed text is restricted to printable ASCII. */
function assertPlainText(text: string, where: string): void {
  const bad = /[^\x20-\x7E]/.exec(text);
  if (bad) {
    const code = bad[0].codePointAt(0)?.toString(16) ?? "?";
    throw new Error(`Non-ASCII character U+${code} in ${where}: "${text.slice(0, 60)}"`);
  }
}

function hexToRgb(hex: string): RGB {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return hexToRgb(FALLBACK_COLOR);
  const [, r = "0", g = "0", b = "0"] = match;
  return rgb(parseInt(r, 16) / 255, parseInt(g, 16) / 255, parseInt(b, 16) / 255);
}

/** Greedy word wrap; words wider than the line are broken by character. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= maxWidth;

  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

function drawLines(
  page: PDFPage,
  lines: string[],
  opts: { y: number; font: PDFFont; size: number; leading: number; color: RGB; x?: number },
): number {
  let y = opts.y;
  for (const line of lines) {
    page.drawText(line, { x: opts.x ?? MARGIN_X, y, size: opts.size, font: opts.font, color: opts.color });
    y -= opts.leading;
  }
  return y;
}

function drawTitlePage(doc: PDFDocument, ebook: SeedEbook, fonts: Fonts, accent: RGB, categoryName: string) {
  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const bandHeight = 250;
  page.drawRectangle({
    x: 0,
    y: PAGE_HEIGHT - bandHeight,
    width: PAGE_WIDTH,
    height: bandHeight,
    color: accent,
  });

  page.drawText("Creatorkit", { x: MARGIN_X, y: PAGE_HEIGHT - 56, size: 13, font: fonts.bold, color: WHITE });
  page.drawText(categoryName.toUpperCase(), {
    x: MARGIN_X,
    y: PAGE_HEIGHT - 76,
    size: 8.5,
    font: fonts.regular,
    color: WHITE,
  });

  const titleLines = wrapText(ebook.title, fonts.bold, 24, CONTENT_WIDTH);
  const titleLeading = 29;
  // Bottom-align the title inside the coloured band.
  const titleTop = PAGE_HEIGHT - bandHeight + 30 + (titleLines.length - 1) * titleLeading;
  if (titleTop > PAGE_HEIGHT - 110) throw new Error(`Title too long for the cover: ${ebook.slug}`);
  drawLines(page, titleLines, {
    y: titleTop,
    font: fonts.bold,
    size: 24,
    leading: titleLeading,
    color: WHITE,
  });

  let y = PAGE_HEIGHT - bandHeight - 36;
  page.drawText(`A free ebook by ${EBOOK_PDF_AUTHOR}`, {
    x: MARGIN_X,
    y,
    size: 9,
    font: fonts.bold,
    color: accent,
  });
  y -= 24;
  y = drawLines(page, wrapText(ebook.description, fonts.regular, 11, CONTENT_WIDTH), {
    y,
    font: fonts.regular,
    size: 11,
    leading: 16,
    color: TEXT_BODY,
  });

  y -= 14;
  page.drawText("Inside this ebook", { x: MARGIN_X, y, size: 10, font: fonts.bold, color: TEXT_DARK });
  y -= 18;
  ebook.chapters.forEach((chapter, index) => {
    const lines = wrapText(`${index + 1}.  ${chapter.heading}`, fonts.regular, 10, CONTENT_WIDTH);
    y = drawLines(page, lines, { y, font: fonts.regular, size: 10, leading: 14, color: TEXT_BODY });
    y -= 2;
  });
  if (y < MARGIN_BOTTOM) throw new Error(`Title page overflows for ebook ${ebook.slug}`);

  page.drawLine({
    start: { x: MARGIN_X, y: FOOTER_Y + 14 },
    end: { x: PAGE_WIDTH - MARGIN_X, y: FOOTER_Y + 14 },
    thickness: 0.5,
    color: RULE_LIGHT,
  });
  page.drawText("Free AI content tools, guides and ebooks at Creatorkit.", {
    x: MARGIN_X,
    y: FOOTER_Y,
    size: 8,
    font: fonts.regular,
    color: TEXT_MUTED,
  });
}

function drawChapters(doc: PDFDocument, ebook: SeedEbook, fonts: Fonts, accent: RGB) {
  ebook.chapters.forEach((chapter, index) => {
    let page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    let y = PAGE_HEIGHT - MARGIN_TOP;

    page.drawText(`CHAPTER ${index + 1}`, { x: MARGIN_X, y, size: 9, font: fonts.bold, color: accent });
    y -= 28;
    y = drawLines(page, wrapText(chapter.heading, fonts.bold, HEADING_SIZE, CONTENT_WIDTH), {
      y,
      font: fonts.bold,
      size: HEADING_SIZE,
      leading: HEADING_LEADING,
      color: TEXT_DARK,
    });
    page.drawRectangle({ x: MARGIN_X, y: y + 6, width: 36, height: 2.5, color: accent });
    y -= 18;

    for (const paragraph of chapter.paragraphs) {
      for (const line of wrapText(paragraph, fonts.regular, BODY_SIZE, CONTENT_WIDTH)) {
        if (y < MARGIN_BOTTOM) {
          page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
          y = PAGE_HEIGHT - MARGIN_TOP;
        }
        page.drawText(line, { x: MARGIN_X, y, size: BODY_SIZE, font: fonts.regular, color: TEXT_BODY });
        y -= BODY_LEADING;
      }
      y -= PARAGRAPH_GAP;
    }
  });
}

function drawFooters(doc: PDFDocument, ebook: SeedEbook, fonts: Fonts) {
  const pages = doc.getPages();
  const size = 8;
  pages.forEach((page, index) => {
    if (index === 0) return; // The title page carries its own footer.
    const label = `${index + 1}`;
    const labelWidth = fonts.regular.widthOfTextAtSize(label, size);
    let title = ebook.title;
    while (
      title.length > 4 &&
      fonts.regular.widthOfTextAtSize(title, size) > CONTENT_WIDTH - labelWidth - 20
    ) {
      title = `${title.slice(0, -4).trimEnd()}...`;
    }
    page.drawLine({
      start: { x: MARGIN_X, y: FOOTER_Y + 14 },
      end: { x: PAGE_WIDTH - MARGIN_X, y: FOOTER_Y + 14 },
      thickness: 0.5,
      color: RULE_LIGHT,
    });
    page.drawText(title, { x: MARGIN_X, y: FOOTER_Y, size, font: fonts.regular, color: TEXT_MUTED });
    page.drawText(label, {
      x: PAGE_WIDTH - MARGIN_X - labelWidth,
      y: FOOTER_Y,
      size,
      font: fonts.regular,
      color: TEXT_MUTED,
    });
  });
}

/**
 * Renders a seed ebook as an A5 PDF: a title page, then each chapter on a new page with word-wrapped
 * paragraphs and page numbers in the footer. Output is deterministic for a given ebook.
 */
export async function renderEbookPdf(ebook: SeedEbook): Promise<Uint8Array> {
  assertPlainText(ebook.title, `${ebook.slug} title`);
  assertPlainText(ebook.description, `${ebook.slug} description`);
  ebook.chapters.forEach((chapter, i) => {
    assertPlainText(chapter.heading, `${ebook.slug} chapter ${i + 1} heading`);
    chapter.paragraphs.forEach((p, j) =>
      assertPlainText(p, `${ebook.slug} chapter ${i + 1} paragraph ${j + 1}`),
    );
  });

  const category = seedEbookCategories.find((c) => c.slug === ebook.categorySlug);
  const accent = hexToRgb(category?.color ?? FALLBACK_COLOR);

  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(ebook.title, { showInWindowTitleBar: true });
  doc.setAuthor(EBOOK_PDF_AUTHOR);
  doc.setSubject(ebook.excerpt);
  doc.setKeywords(
    ebook.seoKeywords
      .split(",")
      .map((k) => k.trim())
      .filter(Boolean),
  );
  doc.setCreator(EBOOK_PDF_CREATOR);
  doc.setProducer(EBOOK_PDF_CREATOR);
  doc.setLanguage("en");
  doc.setCreationDate(EBOOK_PDF_DATE);
  doc.setModificationDate(EBOOK_PDF_DATE);

  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };

  drawTitlePage(doc, ebook, fonts, accent, category?.name ?? "Ebook");
  drawChapters(doc, ebook, fonts, accent);
  drawFooters(doc, ebook, fonts);

  return doc.save();
}
