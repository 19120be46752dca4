import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { cropPdf } from "@/lib/pdf/crop";
import type { PdfProblem } from "@/lib/pdf/errors";
import { cornersPdf, input } from "../support/pdf-fixtures";
import { readSaved } from "../support/pdf-readers";

// Crop PDF's crop boxes as others read them: pypdf (Debian's python3-pypdf) reports each page's box,
// poppler's pdftotext (-cropbox -bbox) lists only the words inside it, and qpdf checks the file.

const cropBoxes = (bytes: Uint8Array) =>
  readSaved(bytes, (file) => {
    expect(spawnSync("qpdf", ["--check", file]).status).toBe(0);
    const code =
      "import sys, pypdf; print([[round(float(v), 2) for v in p.cropbox] for p in pypdf.PdfReader(sys.argv[1]).pages])";
    return spawnSync("/usr/bin/python3", ["-c", code, file], { encoding: "utf8" }).stdout.trim();
  });
/** The words pdftotext finds inside the crop box (what a viewer shows) of all pages, or of one. */
const words = (bytes: Uint8Array, page?: number) =>
  readSaved(bytes, (file) => {
    const pages = page ? ["-f", String(page), "-l", String(page)] : [];
    // Its word list (-bbox) holds only the words inside the box; its plain text would hold them all.
    const read = spawnSync("pdftotext", ["-cropbox", "-bbox", ...pages, file, "-"], { encoding: "utf8" });
    return [...read.stdout.matchAll(/<word [^>]*>([^<]*)<\/word>/g)].map((m) => m[1]!);
  });

const all = { mode: "all" } as const;

describe("Crop PDF", () => {
  it("keeps the part of the page drawn, as pypdf and pdftotext read it", async () => {
    const result = await cropPdf(input("corners.pdf", await cornersPdf()), {
      box: { x: 0, y: 0, width: 0.5, height: 0.5 },
      pages: all,
    });
    const out = result.outputs[0]!.bytes;
    expect(result.outputs[0]!.name).toBe("corners-cropped.pdf");
    expect(cropBoxes(out)).toBe("[[0.0, 300.0, 200.0, 600.0]]");
    expect(words(out)).toEqual(["TopLeft"]);
  });

  it("crops a turned page as it is seen, and only the pages chosen", async () => {
    // Turned a quarter clockwise, the page's bottom-left corner is the one a reader sees top-left.
    const result = await cropPdf(input("turned.pdf", await cornersPdf(2, 90)), {
      box: { x: 0, y: 0, width: 0.5, height: 0.5 },
      pages: { mode: "ranges", ranges: "2" },
    });
    const out = result.outputs[0]!.bytes;
    expect(cropBoxes(out)).toBe("[[0.0, 0.0, 400.0, 600.0], [0.0, 0.0, 200.0, 300.0]]");
    expect(words(out, 1)).toHaveLength(4);
    expect(words(out, 2)).toEqual(["BottomLeft"]);
  });

  it("crops within a crop already there, and refuses a box outside the page or too small", async () => {
    const once = await cropPdf(input("c.pdf", await cornersPdf()), {
      box: { x: 0, y: 0, width: 0.5, height: 0.5 },
      pages: all,
    });
    const twice = await cropPdf(input("c.pdf", once.outputs[0]!.bytes), {
      box: { x: 0, y: 0, width: 0.5, height: 1 },
      pages: all,
    });
    expect(cropBoxes(twice.outputs[0]!.bytes)).toBe("[[0.0, 300.0, 100.0, 600.0]]");

    const problem = (error: unknown) => (error as { problem: PdfProblem }).problem.message;
    const bytes = await cornersPdf();
    const refused = (box: { x: number; y: number; width: number; height: number }) =>
      cropPdf(input("c.pdf", bytes), { box, pages: all }).catch(problem);
    expect(await refused({ x: 0.6, y: 0, width: 0.5, height: 0.5 })).toBe(
      "The box must stay inside the page.",
    );
    expect(await refused({ x: 0, y: 0, width: 0.01, height: 0.5 })).toBe(
      "The box is too small: draw the part of the page to keep.",
    );
    expect(await refused({ x: Number.NaN, y: 0, width: 0.5, height: 0.5 })).toBe(
      "Draw the part of the page to keep.",
    );
  });
});
