import { PDFDocument, PDFName } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { type SignOptions, signPdf } from "@/lib/pdf/sign";
import { SIGNATURE_MAX_BYTES } from "@/lib/pdf/signature-image";
import { PNG_1X1, jpegImage } from "../support/image-fixtures";
import { allPageTexts, input, labelledPdf } from "../support/pdf-fixtures";
import { pageImages, placements } from "../support/pdf-sign-checks";

const BOX = { x: 0.5, y: 0.25, width: 0.4, height: 0.1 };

async function sign(options: Partial<SignOptions>, pdf?: Uint8Array) {
  const bytes = pdf ?? (await labelledPdf("C", 3));
  const result = await signPdf(input("contract.pdf", bytes), {
    image: PNG_1X1,
    page: 1,
    box: BOX,
    ...options,
  });
  return { result, doc: await PDFDocument.load(result.outputs[0]!.bytes) };
}

function expectMatrix(actual: number[] | undefined, expected: number[]) {
  expect(actual).toHaveLength(6);
  actual!.forEach((n, i) => expect(n).toBeCloseTo(expected[i]!, 3));
}

/** A 300×400 page, turned and cropped as asked, for each of `pages`. */
async function turnedPdf(rotate: number, cropBox?: [number, number, number, number]) {
  const doc = await PDFDocument.load(await labelledPdf("T", 2));
  for (const page of doc.getPages()) {
    page.node.set(PDFName.of("Rotate"), doc.context.obj(rotate));
    if (cropBox) page.node.set(PDFName.of("CropBox"), doc.context.obj(cropBox));
  }
  return doc.save();
}

describe("sign PDF", () => {
  it("draws the image once, on the chosen page only, at the box placed from the top-left", async () => {
    const { result, doc } = await sign({
      image: jpegImage(40, 10),
      metadata: { title: "Signed", author: "", subject: "", keywords: "" },
    });
    expect(result.outputs.map((o) => [o.name, o.pages])).toEqual([["contract-signed.pdf", 3]]);
    expect(allPageTexts(doc)).toEqual(["C page 1", "C page 2", "C page 3"]);
    expect(doc.getTitle()).toBe("Signed");
    expect(pageImages(doc, 0)).toEqual([]);
    expect(pageImages(doc, 2)).toEqual([]);
    expect(pageImages(doc, 1)).toHaveLength(1);
    expect(placements(doc, 0)).toEqual([]);
    // 300×400 page: left 0.5×300, width 0.4×300; top 0.25×400 from the top, height 0.1×400.
    const [drawn, ...more] = placements(doc, 1);
    expect(more).toEqual([]);
    expectMatrix(drawn, [120, 0, 0, 40, 150, 260]);
  });

  it("lists the image on its page only when the pages share one resources dictionary", async () => {
    const doc = await PDFDocument.load(await labelledPdf("S", 3));
    const shared = doc.context.register(doc.getPage(0).node.Resources()!);
    for (const page of doc.getPages()) page.node.set(PDFName.of("Resources"), shared);
    const { doc: signed } = await sign({}, await doc.save());
    expect(pageImages(signed, 0)).toEqual([]);
    expect(pageImages(signed, 2)).toEqual([]);
    expect(pageImages(signed, 1)).toHaveLength(1);
    expect(allPageTexts(signed)).toEqual(["S page 1", "S page 2", "S page 3"]);
  });

  it("keeps a drawn signature's transparency (a PNG with its soft mask)", async () => {
    const { doc } = await sign({});
    const [image] = pageImages(doc, 1);
    expect(image!.dict.get(PDFName.of("SMask"))).toBeDefined();
  });

  it("places it upright on a page turned a quarter (/Rotate 90)", async () => {
    const { doc } = await sign({}, await turnedPdf(90));
    // Shown 400 wide and 300 high; the image's width runs up the page's y axis, its height along -x.
    expectMatrix(placements(doc, 1)[0], [0, 160, -30, 0, 105, 200]);
  });

  it("places it upright on pages turned half and three quarters", async () => {
    const half = await sign({}, await turnedPdf(180));
    expectMatrix(placements(half.doc, 1)[0], [-120, 0, 0, -40, 150, 140]);
    const three = await sign({}, await turnedPdf(-90));
    expectMatrix(placements(three.doc, 1)[0], [0, -160, 30, 0, 195, 200]);
  });

  it("measures the box on the crop box, the part of the page that is shown", async () => {
    const { doc } = await sign(
      { box: { x: 0, y: 0, width: 0.5, height: 0.25 } },
      await turnedPdf(0, [50, 100, 250, 300]),
    );
    expectMatrix(placements(doc, 1)[0], [100, 0, 0, 50, 50, 250]);
  });

  it("refuses bad options with clear messages", async () => {
    const pdf = await labelledPdf("C", 3);
    const refused = (options: Partial<SignOptions>) =>
      signPdf(input("contract.pdf", pdf), { image: PNG_1X1, page: 0, box: BOX, ...options });
    await expect(refused({ page: 3 })).rejects.toThrow("Page 4 is not in this document; it has 3 pages.");
    await expect(refused({ page: -1 })).rejects.toThrow("Page 0 is not in this document; it has 3 pages.");
    await expect(refused({ box: { ...BOX, x: 0.7 } })).rejects.toThrow(
      "The signature goes past the edge of the page. Move it or make it smaller.",
    );
    await expect(refused({ box: { ...BOX, y: -0.1 } })).rejects.toThrow("goes past the edge");
    await expect(refused({ box: { ...BOX, width: 0 } })).rejects.toThrow(
      "Place the signature on the page: its position and size are missing.",
    );
    await expect(refused({ box: { ...BOX, height: Number.NaN } })).rejects.toThrow(
      "its position and size are missing",
    );
    await expect(refused({ image: new TextEncoder().encode("GIF89a...") })).rejects.toThrow(
      "The signature image must be a PNG or JPG file.",
    );
    await expect(refused({ image: new Uint8Array() })).rejects.toThrow("The signature image is empty.");
    const huge = new Uint8Array(SIGNATURE_MAX_BYTES + 1);
    huge.set(PNG_1X1);
    await expect(refused({ image: huge })).rejects.toThrow(
      "The signature image is 5.0 MB; the limit is 5.0 MB.",
    );
    const damaged = PNG_1X1.slice(0, 20);
    await expect(refused({ image: damaged })).rejects.toThrow(
      "The signature image is damaged and cannot be read.",
    );
  });

  it("asks for the password of a locked PDF", async () => {
    const locked = await labelledPdf("L", 2, { password: "secret" });
    await expect(signPdf(input("locked.pdf", locked), { image: PNG_1X1, page: 0, box: BOX })).rejects.toThrow(
      '"locked.pdf" is protected by a password. Enter it to continue.',
    );
    const opened = await signPdf(input("locked.pdf", locked, "secret"), {
      image: PNG_1X1,
      page: 0,
      box: BOX,
    });
    const doc = await PDFDocument.load(opened.outputs[0]!.bytes, { password: "secret" });
    expect(placements(doc, 0)).toHaveLength(1);
  });
});
