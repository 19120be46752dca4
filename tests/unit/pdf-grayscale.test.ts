import { spawnSync } from "node:child_process";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { jsCodec } from "@/lib/pdf/compress/codec";
import { grayContent } from "@/lib/pdf/grayscale/colour-ops";
import { grayscalePdf } from "@/lib/pdf/grayscale/grayscale";
import { unpredictPng } from "@/lib/pdf/grayscale/images";
import { colourfulPdf, colouredPixels, sampledGradientPdf } from "../support/colour-fixtures";
import { input } from "../support/pdf-fixtures";
import { ghostscriptRgbPng, pdftotext, readSaved } from "../support/pdf-readers";

/** The page as Ghostscript draws it in colour at 36 dpi: RGBA. */
const drawn = (bytes: Uint8Array) =>
  PNG.sync.read(Buffer.from(readSaved(bytes, (file) => ghostscriptRgbPng(file, 0, 36))));

const text = (s: string) => new TextEncoder().encode(s);
const decoded = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

describe("grayContent", () => {
  it("turns device colours gray and copies every other byte as it was", () => {
    const source = "q 1 0 0 rg 0 0 1 RG (a (nested) string) Tj [(x) 10 (y)] TJ 0 0 0 1 k 1 1 0 0 K Q";
    const { bytes, changed } = grayContent(text(source), () => ({ kind: "unknown" }));
    expect(changed).toBe(true);
    expect(decoded(bytes)).toBe("q 0.3 g 0.11 G (a (nested) string) Tj [(x) 10 (y)] TJ 0 g 0.11 G Q");
  });

  it("converts sc colours after an RGB space is chosen, and a pattern's base colour", () => {
    const spaces = {
      CS0: { kind: "rgb" as const },
      P: { kind: "pattern" as const, base: "rgb" as const },
      Idx: { kind: "indexed" as const },
    };
    const source = "/CS0 cs 0 1 0 sc /P CS 1 1 1 /Pat SCN /Idx cs 3 sc";
    const { bytes } = grayContent(text(source), (name) => spaces[name as keyof typeof spaces]);
    expect(decoded(bytes)).toBe("/DeviceGray cs 0.59 sc /P CS 1 /Pat SCN /Idx cs 3 sc");
  });

  it("steps over inline image data and counts a colour one", () => {
    const source = "BI /W 1 /H 1 /CS /RGB /BPC 8 ID \u00ff\u0000rg EI 1 0 0 rg";
    const { bytes, inlineImages } = grayContent(
      new Uint8Array([...source].map((c) => c.charCodeAt(0))),
      () => ({ kind: "unknown" }),
    );
    expect(inlineImages).toBe(1);
    expect(decoded(bytes)).toBe("BI /W 1 /H 1 /CS /RGB /BPC 8 ID \u00ff\u0000rg EI 0.3 g");
  });
});

describe("unpredictPng", () => {
  it("undoes Sub, Up, Average and Paeth rows", () => {
    // Two columns of one component; each row's filter type, then its bytes.
    const rows = Uint8Array.from([0, 10, 20, 1, 5, 5, 2, 1, 1, 3, 4, 4, 4, 1, 1]);
    expect([...unpredictPng(rows, 2, 1)!]).toEqual([10, 20, 5, 10, 6, 11, 7, 13, 8, 14]);
  });
});

describe("grayscalePdf", () => {
  it("leaves no colour on a page drawn in colour every way, and keeps its text and its lightness", async () => {
    const original = await colourfulPdf();
    const before = drawn(original);
    expect(colouredPixels(before)).toBeGreaterThan(5000);

    const result = await grayscalePdf(input("colour.pdf", original), {}, jsCodec);
    expect(result.notes).toEqual([]);
    const output = result.outputs[0]!;
    expect(output.name).toBe("colour-grayscale.pdf");
    const after = drawn(output.bytes);
    expect(colouredPixels(after)).toBe(0);

    // Each pixel is about as light as the colour it replaces (its luma): Ghostscript draws CMYK through a
    // colour profile, where the tool uses PDF's plain conversion, and the JPEG is encoded again.
    let worst = 0;
    for (let i = 0; i < before.data.length; i += 4) {
      const luma = 0.3 * before.data[i]! + 0.59 * before.data[i + 1]! + 0.11 * before.data[i + 2]!;
      worst = Math.max(worst, Math.abs(luma - after.data[i]!));
    }
    expect(worst).toBeLessThan(50);

    expect(readSaved(output.bytes, (file) => pdftotext(file))).toContain("Colour text in RGB");
    const check = readSaved(output.bytes, (file) => spawnSync("qpdf", ["--check", file]));
    expect(check.status).toBe(0);
  });

  it("names what it could not convert", async () => {
    const result = await grayscalePdf(input("g.pdf", await sampledGradientPdf()), {}, jsCodec);
    expect(result.notes).toEqual([
      "1 gradient could not be converted and keeps its colour (kinds this tool does not rewrite, such as CMYK JPEG or JPEG 2000 images).",
    ]);
  });
});
