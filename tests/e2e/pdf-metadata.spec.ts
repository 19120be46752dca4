import { PDFDocument, PDFName } from "@cantoo/pdf-lib";
import { type Page, expect, test } from "./fixtures";
import { allPageTexts, describedPdf } from "../support/pdf-fixtures";
import { downloadedBytes } from "./helpers/pdf";
import { watchRequests } from "./helpers/pdf-tools";

async function choose(page: Page) {
  await page.getByLabel("Choose a PDF file").setInputFiles({
    name: "report.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await describedPdf()),
  });
  await expect(page.getByText("(3 pages)")).toBeVisible();
}

/** The downloaded file as written: pdf-lib's load would stamp its own producer and dates on it otherwise. */
async function download(page: Page, name: string): Promise<PDFDocument> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  return PDFDocument.load(await downloadedBytes(file), { updateMetadata: false });
}

test("Edit PDF Metadata fills the form from the file and writes what the visitor changed", async ({
  page,
  baseURL,
}) => {
  await page.goto("/tool/edit-pdf-metadata");
  const requests = watchRequests(page);
  await choose(page);
  await expect(page.getByLabel("Title")).toHaveValue("Old title");
  await expect(page.getByLabel("Author")).toHaveValue("Old author");
  await expect(page.getByLabel("Created")).toHaveValue("2024-01-15");

  await page.getByLabel("Title").fill("Quarterly report");
  await page.getByLabel("Author").fill("");
  await page.getByLabel("Subject").fill("Q3 figures");
  await page.getByLabel("Modified").fill("2023-12-31");
  await page.getByRole("button", { name: "Save properties" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Modified cannot be before Created.");

  await page.getByLabel("Modified").fill("2025-03-04");
  await page.getByRole("button", { name: "Save properties" }).click();
  await expect(page.getByText(/Starting · Reading the file · Writing the properties · Saving/)).toBeVisible();
  await expect(
    page.getByText("The file's XMP metadata, which held the old properties, was removed"),
  ).toBeVisible();
  const doc = await download(page, "Download report-properties.pdf");
  expect(doc.getTitle()).toBe("Quarterly report");
  expect(doc.getAuthor() ?? "").toBe("");
  expect(doc.getSubject()).toBe("Q3 figures");
  expect(doc.getCreationDate()?.toISOString()).toBe("2024-01-15T00:00:00.000Z");
  expect(doc.getModificationDate()?.toISOString()).toBe("2025-03-04T00:00:00.000Z");
  expect(doc.catalog.has(PDFName.of("Metadata"))).toBe(false);
  expect(allPageTexts(doc)).toEqual(["P page 1", "P page 2", "P page 3"]);
  requests.expectNoUpload(baseURL!);
});

test("Remove PDF Metadata shows what the file tells and writes a copy that tells nothing", async ({
  page,
  baseURL,
}) => {
  await page.goto("/tool/remove-pdf-metadata");
  const requests = watchRequests(page);
  await choose(page);
  const found = page.getByRole("definition");
  await expect(page.getByText("Made with")).toBeVisible();
  await expect(found).toContainText(["Old title", "Old author", "old", "Some editor", "2024-01-15", "Yes"]);

  await page.getByRole("button", { name: "Remove metadata" }).click();
  const doc = await download(page, "Download report-no-metadata.pdf");
  expect(doc.context.trailerInfo.Info).toBeUndefined();
  expect(doc.getTitle()).toBeUndefined();
  expect(doc.catalog.has(PDFName.of("Metadata"))).toBe(false);
  expect(doc.getPages().some((p) => p.node.has(PDFName.of("Metadata")))).toBe(false);
  expect(allPageTexts(doc)).toEqual(["P page 1", "P page 2", "P page 3"]);
  requests.expectNoUpload(baseURL!);
});
