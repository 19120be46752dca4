// Generates public/downloads/ebooks/<slug>.pdf for every seed ebook.
// Usage: npx tsx scripts/generate-ebook-pdfs.ts
// Output is deterministic, so re-running leaves unchanged files untouched.

import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { PDFDocument } from "@cantoo/pdf-lib";

import { ebookFilePath, seedEbooks } from "../lib/seed/content/ebooks";
import { renderEbookPdf } from "../lib/seed/ebook-pdf";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC_DIR = path.join(ROOT, "public");

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const rendered: { slug: string; file: string; bytes: Uint8Array; pages: number }[] = [];
  const mismatches: string[] = [];

  for (const ebook of seedEbooks) {
    const bytes = await renderEbookPdf(ebook);
    // Load the bytes back to make sure the file opens and to count its real pages.
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    if (pages !== ebook.pages) {
      mismatches.push(`${ebook.slug}: data says pages ${ebook.pages}, PDF has ${pages}`);
    }
    const file = path.join(PUBLIC_DIR, ...ebookFilePath(ebook.slug).split("/").filter(Boolean));
    rendered.push({ slug: ebook.slug, file, bytes, pages });
  }

  if (mismatches.length > 0) {
    throw new Error(
      `Ebook page counts do not match the rendered PDFs; update lib/seed/content/ebooks.ts:\n  ${mismatches.join("\n  ")}`,
    );
  }

  for (const { slug, file, bytes, pages } of rendered) {
    await mkdir(path.dirname(file), { recursive: true });
    const existing = await readIfExists(file);
    const unchanged = existing !== null && Buffer.compare(existing, Buffer.from(bytes)) === 0;
    if (!unchanged) await writeFile(file, bytes);
    const status = unchanged ? "unchanged" : "written";
    console.log(
      `${status.padEnd(9)} ${path.relative(ROOT, file)} (${pages} pages, ${bytes.length} bytes) [${slug}]`,
    );
  }
}

await main();
