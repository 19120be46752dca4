import { describe, expect, it } from "vitest";
import { alignPages } from "@/lib/pdf/compare/align";
import { ADDED_COLOUR, REMOVED_COLOUR, comparePdfs } from "@/lib/pdf/compare/compare";
import { textChanges } from "@/lib/pdf/compare/text-changes";
import { runJob } from "@/lib/pdf/run-job";
import { nodeCompareEngine, readPng } from "../support/compare-engine";
import { type FixturePage, page, versionPdf } from "../support/compare-fixtures";
import { input, labelledPdf } from "../support/pdf-fixtures";

const BOX = { x: 300, y: 300, width: 120, height: 80 };

const compare = async (original: FixturePage[], changed: FixturePage[]) =>
  comparePdfs(
    input("original.pdf", await versionPdf(original)),
    input("changed.pdf", await versionPdf(changed)),
    nodeCompareEngine,
  );

/** How many of the overlay's pixels are exactly `colour`. */
function pixelsOf(png: Uint8Array, [r, g, b]: [number, number, number]): number {
  const { data } = readPng(png);
  let count = 0;
  for (let i = 0; i < data.length; i += 4)
    if (data[i] === r && data[i + 1] === g && data[i + 2] === b) count++;
  return count;
}

describe("alignPages", () => {
  it("matches pages by their text, so an inserted or removed page does not shift the rest", () => {
    expect(alignPages(["a", "b", "c"], ["a", "new", "b", "c"])).toEqual([
      { original: 0, changed: 0 },
      { changed: 1 },
      { original: 1, changed: 2 },
      { original: 2, changed: 3 },
    ]);
    expect(alignPages(["a", "b", "c"], ["a", "c"])).toEqual([
      { original: 0, changed: 0 },
      { original: 1 },
      { original: 2, changed: 1 },
    ]);
  });

  it("pairs edited pages in order, whatever their spacing", () => {
    expect(alignPages(["a  b", "x", "y", "z"], ["a b", "x2", "y2", "z"])).toEqual([
      { original: 0, changed: 0 },
      { original: 1, changed: 1 },
      { original: 2, changed: 2 },
      { original: 3, changed: 3 },
    ]);
  });
});

describe("textChanges", () => {
  it("marks the words removed and added, and shortens the unchanged text around them", () => {
    const before = `${"one two three four five six seven eight nine ten eleven twelve ".repeat(2)}price 10 euros end`;
    const after = `${"one two three four five six seven eight nine ten eleven twelve ".repeat(2)}price 12 euros end`;
    const changes = textChanges(before, after);
    expect(changes.filter((c) => c.kind !== "same")).toEqual([
      { kind: "removed", text: "10" },
      { kind: "added", text: "12" },
    ]);
    expect(changes[0]).toEqual({
      kind: "same",
      text: "… six seven eight nine ten eleven twelve price ",
    });
    expect(changes.at(-1)).toEqual({ kind: "same", text: " euros end" });
  });

  it("finds no change where only the spacing differs", () => {
    expect(textChanges("Hello   world\n\nagain", "Hello world again")).toEqual([]);
  });
});

describe("comparePdfs", () => {
  it("finds nothing between identical files", async () => {
    const pages = [page("Page one"), page("Page two", "", "More text.")];
    const result = await compare(pages, pages);
    expect(result.pages).toEqual([
      { original: 1, changed: 1, text: [], pixels: 0 },
      { original: 2, changed: 2, text: [], pixels: 0 },
    ]);
    expect(result.notes).toEqual(["The two files hold the same text and their pages look the same."]);
    expect(result.outputs.map((o) => o.name)).toEqual(["changes.txt"]);
    expect(new TextDecoder().decode(result.outputs[0]!.bytes)).toContain("No differences");
  });

  it("names an edited word, an inserted page and a removed page, and overlays the edited page", async () => {
    const result = await compare(
      [
        page("Introduction"),
        page("Prices", "The plan costs 10 euros a month."),
        page("Old terms"),
        page("End"),
      ],
      [
        page("Introduction"),
        page("Prices", "The plan costs 12 euros a month."),
        page("A new chapter"),
        page("End"),
      ],
    );
    expect(result.pages.map(({ original, changed }) => [original, changed])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
    const prices = result.pages[1]!;
    expect(prices.text.filter((c) => c.kind !== "same")).toEqual([
      { kind: "removed", text: "10" },
      { kind: "added", text: "12" },
    ]);
    expect(prices.overlay).toBe("overlay-page-2.png");
    const overlay = result.outputs.find((o) => o.name === "overlay-page-2.png")!.bytes;
    expect(readPng(overlay)).toMatchObject({ width: 848, height: 1200 });
    expect(pixelsOf(overlay, REMOVED_COLOUR)).toBeGreaterThan(20);
    expect(pixelsOf(overlay, ADDED_COLOUR)).toBeGreaterThan(20);
    expect(result.pages[0]).toMatchObject({ text: [], pixels: 0 });
    expect(result.notes).toEqual(["2 pages changed."]);

    const inserted = await compare(
      [page("Introduction"), page("Old terms"), page("End")],
      [page("Introduction"), page("A new chapter"), page("Old terms")],
    );
    expect(inserted.pages.map(({ original, changed }) => [original, changed])).toEqual([
      [1, 1],
      [undefined, 2],
      [2, 3],
      [3, undefined],
    ]);
    expect(inserted.pages[1]!.text.map((c) => c.kind)).toEqual(["added"]);
    expect(inserted.pages[3]!.text.map((c) => c.kind)).toEqual(["removed"]);
    expect(inserted.notes).toEqual(["1 page added, 1 page removed."]);
    const report = new TextDecoder().decode(inserted.outputs[0]!.bytes);
    expect(report).toContain("Page 2 of the changed file: added\n{+A new chapter");
    expect(report).toContain("Page 3 of the original: removed\n[-End");
  }, 30_000); // five pages read and drawn twice (pdf.js, then Ghostscript): past 5 s on a loaded CI machine

  it("sees a change with the same words, red for what only the original has, green for the changed file's", async () => {
    const plain = [page("Figures")];
    const boxed = [{ ...page("Figures"), box: BOX }];
    const added = await compare(plain, boxed);
    expect(added.pages[0]).toMatchObject({ text: [], overlay: "overlay-page-1.png" });
    expect(added.pages[0]!.pixels).toBeGreaterThan(BOX.width * BOX.height);
    expect(pixelsOf(added.outputs[1]!.bytes, ADDED_COLOUR)).toBe(added.pages[0]!.pixels);
    expect(added.notes).toEqual(["1 page changed."]);
    expect(new TextDecoder().decode(added.outputs[0]!.bytes)).toContain("The words are the same");

    const removed = await compare(boxed, plain);
    expect(pixelsOf(removed.outputs[1]!.bytes, REMOVED_COLOUR)).toBe(removed.pages[0]!.pixels);
    expect(pixelsOf(removed.outputs[1]!.bytes, ADDED_COLOUR)).toBe(0);
  });

  it("refuses a file over the page limit, and a locked file without its password, by name", async () => {
    const long = Array.from({ length: 101 }, (_, i) => page(`Page ${i + 1}`));
    const tooMany = await runJob(
      () => {},
      () => compare(long, [page("One")]),
    );
    expect(tooMany).toEqual({
      ok: false,
      problem: {
        code: "too-many",
        fileName: "original.pdf",
        message:
          '"original.pdf" has 101 pages; Compare PDF reads up to 100 pages per file. Extract the pages to compare first.',
      },
    });
    const plain = await labelledPdf("L", 1);
    const locked = await labelledPdf("L", 1, { password: "secret" });
    const outcome = await runJob(
      () => {},
      () => comparePdfs(input("a.pdf", plain), input("locked.pdf", locked), nodeCompareEngine),
    );
    expect(outcome).toMatchObject({ ok: false, problem: { code: "encrypted", fileName: "locked.pdf" } });
    const opened = await comparePdfs(
      input("a.pdf", plain),
      input("locked.pdf", locked, "secret"),
      nodeCompareEngine,
    );
    expect(opened.pages).toEqual([{ original: 1, changed: 1, text: [], pixels: 0 }]);
  });
});
