import { PDFName } from "@cantoo/pdf-lib";
import { expect, test } from "./fixtures";
import { downloadPdf, watchRequests } from "./helpers/pdf-tools";
import { downloadedBytes } from "./helpers/pdf";
import { filledForm } from "../support/pdf-form-fixtures";
import { ghostscriptText, readSaved } from "../support/pdf-readers";

test("Flatten PDF draws a filled-in form and its comments into the page", async ({ page, baseURL }) => {
  await page.goto("/tool/flatten-pdf");
  const requests = watchRequests(page);
  await page.getByLabel("Choose a PDF file").setInputFiles({
    name: "form.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await filledForm()),
  });
  await expect(page.getByText("(1 page)")).toBeVisible();
  await page.getByRole("button", { name: "Flatten" }).click();
  await expect(
    page.getByText("3 form fields and 1 comment or drawing are now part of the pages."),
  ).toBeVisible();
  const { download, doc } = await downloadPdf(page, "Download form-flattened.pdf");
  expect(doc.catalog.has(PDFName.of("AcroForm"))).toBe(false);

  // The values are now page text, as Ghostscript reads it.
  expect(readSaved(await downloadedBytes(download), ghostscriptText)).toContain("Ada Lovelace");
  requests.expectNoUpload(baseURL!);
});
