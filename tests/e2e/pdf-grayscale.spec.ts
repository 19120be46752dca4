import { PNG } from "pngjs";
import { expect, test } from "./fixtures";
import { downloadPdf, watchRequests } from "./helpers/pdf-tools";
import { downloadedBytes } from "./helpers/pdf";
import { colourfulPdf, colouredPixels } from "../support/colour-fixtures";
import { ghostscriptRgbPng, readSaved } from "../support/pdf-readers";

test("Grayscale PDF turns a page drawn in colour every way gray, in the browser", async ({
  page,
  baseURL,
}) => {
  await page.goto("/tool/grayscale-pdf");
  const requests = watchRequests(page);
  await page.getByLabel("Choose a PDF file").setInputFiles({
    name: "colour.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await colourfulPdf()),
  });
  await expect(page.getByText("(1 page)")).toBeVisible();
  await page.getByRole("button", { name: "Convert to grayscale" }).click();
  const { download, doc } = await downloadPdf(page, "Download colour-grayscale.pdf");
  expect(doc.getPageCount()).toBe(1);

  // Ghostscript draws the result in colour: no pixel has channels apart (the JPEG was made gray by the
  // browser's own codec, the rest by the tool).
  const drawn = PNG.sync.read(
    Buffer.from(readSaved(await downloadedBytes(download), (file) => ghostscriptRgbPng(file, 0, 36))),
  );
  expect(colouredPixels(drawn)).toBe(0);
  requests.expectNoUpload(baseURL!);
});
