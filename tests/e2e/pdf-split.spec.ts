import { PDFDocument } from "@cantoo/pdf-lib";
import { expect, test } from "./fixtures";
import { unzipSync } from "fflate";
import { allPageTexts, labelledPdf } from "../support/pdf-fixtures";
import { downloadedBytes } from "./helpers/pdf";
import { downloadPdf, thumbnailInk, watchRequests } from "./helpers/pdf-tools";

const book = async () => ({
  name: "book.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(await labelledPdf("B", 9)),
});

test.describe("Split PDF", () => {
  test("splits by ranges into files offered one by one and as a ZIP", async ({ page, baseURL }) => {
    await page.goto("/tool/split-pdf");
    await expect(page.getByText("One PDF, up to 200.0 MB per file.")).toBeVisible();
    const requests = watchRequests(page);
    await page.getByLabel("Choose a PDF file").setInputFiles(await book());
    await expect(page.getByText("(9 pages)")).toBeVisible();
    await page.getByLabel("Page ranges").fill("1-3, 12");
    await page.getByRole("button", { name: "Split PDF" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      '"12" goes past the last page; this document has 9 pages.',
    );

    await page.getByLabel("Page ranges").fill("1-3, 5, 8-");
    await page.getByRole("button", { name: "Split PDF" }).click();
    await expect(page.getByText(/Starting · Reading the file · Writing parts/)).toBeVisible();
    const { doc } = await downloadPdf(page, "Download book-pages-8-9.pdf");
    expect(allPageTexts(doc)).toEqual(["B page 8", "B page 9"]);

    const [zip] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /Download all \(3 files, ZIP\)/ }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe("split.zip");
    const files = unzipSync(new Uint8Array(await downloadedBytes(zip)));
    expect(Object.keys(files)).toEqual(["book-pages-1-3.pdf", "book-pages-5.pdf", "book-pages-8-9.pdf"]);
    expect(allPageTexts(await PDFDocument.load(files["book-pages-1-3.pdf"]!))).toEqual([
      "B page 1",
      "B page 2",
      "B page 3",
    ]);
    requests.expectNoUpload(baseURL!);
  });

  test("extracts the pages ticked in the picker, and odd pages", async ({ page }) => {
    // No worker (pdf.js's or ours) starts before a file is chosen: the heavy code loads on demand.
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await page.goto("/tool/split-pdf");
    await page.waitForLoadState("networkidle");
    expect(workers).toEqual([]);
    await page.getByLabel("Choose a PDF file").setInputFiles(await book());
    await page.getByLabel("Select pages").check();
    // The picker shows each page as pdf.js draws it in this tab.
    const second = await thumbnailInk(page, "0:1");
    const seventh = await thumbnailInk(page, "0:6");
    expect(second.inked).toBeGreaterThan(20);
    expect(seventh.print).not.toBe(second.print);
    await page.getByLabel("Page 2", { exact: true }).check();
    await page.getByLabel("Page 7", { exact: true }).check();
    await page.getByRole("button", { name: "Split PDF" }).click();
    const picked = await downloadPdf(page, "Download book-selected-pages.pdf");
    expect(allPageTexts(picked.doc)).toEqual(["B page 2", "B page 7"]);

    await page.getByLabel("Odd pages").check();
    await page.getByRole("button", { name: "Split PDF" }).click();
    const odd = await downloadPdf(page, "Download book-odd-pages.pdf");
    expect(allPageTexts(odd.doc)).toEqual(["B page 1", "B page 3", "B page 5", "B page 7", "B page 9"]);
  });
});
