import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, PDFName, PDFRawStream, StandardFonts, degrees } from "@cantoo/pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { type NUpOptions, nUpPdf } from "@/lib/pdf/n-up";
import { input, labelledPdf } from "../support/pdf-fixtures";

// N-up's sheets as Ghostscript (Debian's; .ci/run installs it) reads them: where each page's text landed
// and which way it runs, and qpdf's check of every file.

const dir = mkdtempSync(path.join(tmpdir(), "pdf-n-up-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

interface Line {
  text: string;
  /** The first character's position on the sheet, in points from its top-left corner. */
  x: number;
  y: number;
  /** Its characters run left to right, as upright text does. */
  upright: boolean;
}

/** Each sheet's lines of text, as Ghostscript's txtwrite finds them; the file must pass `qpdf --check`. */
function sheetsRead(bytes: Uint8Array): Line[][] {
  const file = path.join(dir, `${files++}.pdf`);
  writeFileSync(file, bytes);
  const check = spawnSync("qpdf", ["--check", file], { encoding: "utf8" });
  expect(check.status, check.stdout + check.stderr).toBe(0);
  const gs = spawnSync(
    "gs",
    ["-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=txtwrite", "-dTextFormat=0", "-sOutputFile=-", file],
    { encoding: "utf8" },
  );
  return gs.stdout
    .split("<page>")
    .slice(1)
    .map((sheet) =>
      [...sheet.matchAll(/<span [^>]*>([^]*?)<\/span>/g)].map(([, span]) => {
        const chars = [
          ...span!.matchAll(/<char bbox="([\d.-]+) ([\d.-]+) [\d.-]+ [\d.-]+" c="([^"]*)"/g),
        ].map((m) => ({ x: Number(m[1]), y: Number(m[2]), c: m[3]! }));
        const first = chars[0]!;
        const last = chars.at(-1)!;
        return {
          text: chars.map((c) => c.c).join(""),
          x: first.x,
          y: first.y,
          upright: last.x > first.x && Math.abs(last.y - first.y) < 1,
        };
      }),
    );
}

const nUp = (bytes: Uint8Array, options: Partial<NUpOptions> = {}) =>
  nUpPdf(input("book.pdf", bytes), { perSheet: 4, sheet: "a4", order: "across", borders: false, ...options });

const where = (lines: Line[], text: string) => {
  const line = lines.find((l) => l.text === text);
  expect(line, `${text} in ${JSON.stringify(lines)}`).toBeDefined();
  return line!;
};

describe("N-up", () => {
  it("puts four pages on each A4 sheet, across then down, as text", async () => {
    const stages = new Set<string>();
    const result = await nUpPdf(
      input("book.pdf", await labelledPdf("P", 5)),
      { perSheet: 4, sheet: "a4", order: "across", borders: true },
      (p) => stages.add(p.stage),
    );
    expect([...stages]).toEqual(["Reading the file", "Placing pages", "Saving"]);
    const [output] = result.outputs;
    expect(output!.name).toBe("book-4-up.pdf");
    expect(output!.pages).toBe(2);
    expect(result.notes).toEqual([]);
    const doc = await PDFDocument.load(output!.bytes);
    expect(doc.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual([
      [595.28, 841.89],
      [595.28, 841.89],
    ]);
    const [first, second] = sheetsRead(output!.bytes);
    const [p1, p2, p3, p4] = ["P page 1", "P page 2", "P page 3", "P page 4"].map((t) => where(first!, t));
    expect(p1!.y).toBeCloseTo(p2!.y, 0);
    expect(p2!.x).toBeGreaterThan(p1!.x + 200);
    expect(p3!.x).toBeCloseTo(p1!.x, 0);
    expect(p3!.y).toBeGreaterThan(p1!.y + 300);
    expect(p4!.x).toBeCloseTo(p2!.x, 0);
    expect(second!.map((l) => l.text)).toEqual(["P page 5"]);
    expect(where(second!, "P page 5").x).toBeCloseTo(p1!.x, 0);
  });

  it("fills nine a sheet down then across", async () => {
    const result = await nUp(await labelledPdf("P", 9), { perSheet: 9, order: "down" });
    const [sheet] = sheetsRead(result.outputs[0]!.bytes);
    const p = (n: number) => where(sheet!, `P page ${n}`);
    expect(p(2).x).toBeCloseTo(p(1).x, 0);
    expect(p(2).y).toBeGreaterThan(p(1).y);
    expect(p(3).y).toBeGreaterThan(p(2).y);
    expect(p(4).y).toBeCloseTo(p(1).y, 0);
    expect(p(4).x).toBeGreaterThan(p(1).x);
    expect(p(7).x).toBeGreaterThan(p(4).x);
  });

  it("sets two side by side on a sheet turned from the pages' own, the first page's size", async () => {
    const portrait = await nUp(await labelledPdf("P", 2), { perSheet: 2, sheet: "source" });
    const doc = await PDFDocument.load(portrait.outputs[0]!.bytes);
    expect([doc.getPage(0).getWidth(), doc.getPage(0).getHeight()]).toEqual([400, 300]);
    const [sheet] = sheetsRead(portrait.outputs[0]!.bytes);
    expect(where(sheet!, "P page 2").x).toBeGreaterThan(where(sheet!, "P page 1").x + 150);

    const wide = await PDFDocument.create();
    const font = await wide.embedFont(StandardFonts.Helvetica);
    for (const n of [1, 2])
      wide.addPage([400, 300]).drawText(`W page ${n}`, { x: 20, y: 150, size: 14, font });
    const landscape = await nUp(await wide.save(), { perSheet: 2, sheet: "letter" });
    const sheetDoc = await PDFDocument.load(landscape.outputs[0]!.bytes);
    expect([sheetDoc.getPage(0).getWidth(), sheetDoc.getPage(0).getHeight()]).toEqual([612, 792]);
    const [tall] = sheetsRead(landscape.outputs[0]!.bytes);
    expect(where(tall!, "W page 2").y).toBeGreaterThan(where(tall!, "W page 1").y + 200);
  });

  it("shows each page as a reader sees it: turned by its /Rotate, clipped to its crop box", async () => {
    // A landscape scan stored portrait: its text drawn turned, and /Rotate 90 to read it. And a page
    // whose crop box leaves out the words at its foot.
    const source = await PDFDocument.create();
    const font = await source.embedFont(StandardFonts.Helvetica);
    const scan = source.addPage([300, 400]);
    scan.drawText("Turned scan", { x: 150, y: 20, size: 14, font, rotate: degrees(90) });
    scan.node.set(PDFName.of("Rotate"), source.context.obj(90));
    const cropped = source.addPage([300, 400]);
    cropped.drawText("Kept words", { x: 20, y: 300, size: 14, font });
    cropped.drawText("Cut words", { x: 20, y: 30, size: 14, font });
    cropped.setCropBox(0, 200, 300, 200);

    const result = await nUp(await source.save(), { perSheet: 4 });
    const [sheet] = sheetsRead(result.outputs[0]!.bytes);
    expect(where(sheet!, "Turned scan").upright).toBe(true);
    expect(where(sheet!, "Kept words").upright).toBe(true);
    // Text extraction ignores clipping, so the crop shows in what each page's drawing is clipped to.
    const doc = await PDFDocument.load(result.outputs[0]!.bytes);
    const boxes = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object) =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Form"),
      )
      .map((form) => String((form as PDFRawStream).dict.get(PDFName.of("BBox"))));
    expect(boxes.sort()).toEqual(["[ 0 0 300 400 ]", "[ 0 200 300 400 ]"]);
  });

  it("says that links and bookmarks stay behind, and refuses a count it does not offer", async () => {
    const result = await nUp(await labelledPdf("P", 3, { bookmarks: true }));
    expect(result.notes).toEqual([
      "Links, comments and bookmarks stay in the original: sheets carry the pages' content only.",
    ]);
    await expect(
      nUp(await labelledPdf("P", 3), { perSheet: 3 as NUpOptions["perSheet"] }),
    ).rejects.toMatchObject({
      problem: { message: "Choose 2, 4 or 9 pages per sheet." },
    });
  });
});
