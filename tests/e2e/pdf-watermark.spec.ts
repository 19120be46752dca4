import { PDFDict, type PDFDocument, PDFName, PDFNumber } from "@cantoo/pdf-lib";
import { expect, test } from "./fixtures";
import { allPageTexts, labelledPdf, pageContent } from "../support/pdf-fixtures";
import { downloadPdf, watchRequests } from "./helpers/pdf-tools";

const book = async () => ({
  name: "book.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(await labelledPdf("B", 5)),
});

/** Per page, the opacity of the graphics state the watermark sets, or undefined where there is none. */
function opacities(doc: PDFDocument): (number | undefined)[] {
  return doc.getPageIndices().map((i) => {
    const name = /\/(Watermark\S*) gs/.exec(pageContent(doc, i))?.[1];
    if (!name) return undefined;
    const states = doc.getPage(i).node.Resources()!.lookup(PDFName.of("ExtGState"), PDFDict);
    return states.lookup(PDFName.of(name), PDFDict).lookup(PDFName.of("ca"), PDFNumber).asNumber();
  });
}

test.describe("Watermark PDF", () => {
  test("puts text on the typed pages only, at the chosen opacity", async ({ page, baseURL }) => {
    await page.goto("/tool/watermark-pdf");
    const requests = watchRequests(page);
    await page.getByLabel("Choose a PDF file").setInputFiles(await book());
    await expect(page.getByText("(5 pages)")).toBeVisible();
    await page.getByLabel("Watermark text").fill("Привет");
    await page.getByRole("button", { name: "Watermark PDF" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      'The watermark font cannot show "П", "р", "и", "в", "е", "т". Use letters, digits and punctuation of Western European languages.',
    );

    await page.getByLabel("Watermark text").fill("DRAFT COPY");
    await page.getByLabel("Opacity (%)").fill("40");
    await page.getByLabel("Type page numbers").check();
    await page.getByLabel("Pages", { exact: true }).fill("2, 4");
    await page.getByRole("button", { name: "Watermark PDF" }).click();
    const { doc } = await downloadPdf(page, "Download book-watermarked.pdf");
    expect(allPageTexts(doc)).toEqual([
      "B page 1",
      "B page 2 DRAFT COPY",
      "B page 3",
      "B page 4 DRAFT COPY",
      "B page 5",
    ]);
    expect(opacities(doc)).toEqual([undefined, 0.4, undefined, 0.4, undefined]);
    requests.expectNoUpload(baseURL!);
  });

  test("puts an image on every page", async ({ page, baseURL }) => {
    await page.goto("/tool/watermark-pdf");
    const requests = watchRequests(page);
    await page.getByLabel("Choose a PDF file").setInputFiles(await book());
    await expect(page.getByText("(5 pages)")).toBeVisible();
    await page.getByLabel("Image", { exact: true }).check();
    await page.getByRole("button", { name: "Watermark PDF" }).click();
    await expect(page.getByText("Choose the image to use as the watermark.")).toBeVisible();

    const imageField = page.getByLabel(/^Image \(PNG or JPG/);
    await imageField.setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from("not an image"),
    });
    await page.getByRole("button", { name: "Watermark PDF" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      '"logo.png" is not a PNG or JPG image.',
    );

    // A 40×20 PNG drawn in the page.
    const png = await page.evaluate(() => {
      const canvas = document.createElement("canvas");
      [canvas.width, canvas.height] = [40, 20];
      const context = canvas.getContext("2d")!;
      context.fillStyle = "#1d4ed8";
      context.fillRect(0, 0, 40, 20);
      return canvas.toDataURL("image/png").split(",")[1]!;
    });
    await imageField.setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from(png, "base64"),
    });
    await page.getByLabel("Image width (% of the page width)").fill("40");
    await page.getByLabel("Opacity (%)").fill("25");
    await page.getByRole("button", { name: "Watermark PDF" }).click();
    await expect(
      page.getByText(/Reading the file · Reading the image · Watermarking pages · Saving/),
    ).toBeVisible();
    const { doc } = await downloadPdf(page, "Download book-watermarked.pdf");
    for (const i of doc.getPageIndices()) {
      // 40% of the 300-point width, 2:1, centred on the 300×400 page.
      expect(pageContent(doc, i)).toMatch(/120 0 0 60 90 170 cm\s+\/Watermark\S* Do/);
    }
    expect(opacities(doc)).toEqual([0.25, 0.25, 0.25, 0.25, 0.25]);
    requests.expectNoUpload(baseURL!);
  });
});
