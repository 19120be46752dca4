import { expect, test } from "./fixtures";
import { photoJpeg } from "../support/image-fixtures";
import { allPageTexts, labelledPdf, linkTargets, photoPdf } from "../support/pdf-fixtures";
import { downloadedBytes } from "./helpers/pdf";
import { downloadPdf, watchRequests } from "./helpers/pdf-tools";

test.describe("Compress PDF", () => {
  // The compressor decodes and re-encodes every image on the device; on a loaded CI machine that is slow.
  test.describe.configure({ timeout: 120_000 });

  test("shows the breakdown, compresses in the browser, and the download keeps pages, text and links", async ({
    page,
    baseURL,
  }) => {
    const photos = Buffer.from(await photoPdf(2, (n) => photoJpeg(800, 600, n)));
    await page.goto("/tool/compress-pdf");
    await expect(page.getByText("One PDF, up to 200.0 MB per file.")).toBeVisible();
    const requests = watchRequests(page);
    await page
      .getByLabel("Choose a PDF file")
      .setInputFiles({ name: "photos.pdf", mimeType: "application/pdf", buffer: photos });
    const breakdown = page.getByRole("region", { name: "What the file is made of" });
    await expect(breakdown).toContainText("Images:");
    await expect(breakdown).toContainText("2 images. Expected with Recommended: about");
    await page.getByLabel(/Recommended/).check();
    await page.getByRole("button", { name: "Compress PDF" }).click();
    await expect(
      page.getByText(/Starting · Compressing images · Compressing other streams · Saving/),
    ).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/^From .* to .*: \d+% smaller\.$/)).toBeVisible();
    const { download, doc } = await downloadPdf(page, "Download photos-compressed.pdf");
    expect(allPageTexts(doc)).toEqual(["Photo page 1", "Photo page 2"]);
    expect(linkTargets(doc)).toEqual([["https://example.com/1"], ["https://example.com/2"]]);
    expect((await downloadedBytes(download)).byteLength).toBeLessThan(photos.byteLength / 2);
    requests.expectNoUpload(baseURL!);
  });

  test("says so and offers the original when the file cannot get smaller", async ({ page }) => {
    await page.goto("/tool/compress-pdf");
    await page.getByLabel("Choose a PDF file").setInputFiles({
      name: "notes.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await labelledPdf("N", 1)),
    });
    await page.getByLabel(/Target size/).check();
    await page.getByLabel("Target size in MB").fill("0.001");
    await page.getByRole("button", { name: "Compress PDF" }).click();
    await expect(
      page.getByText(
        "This PDF is already as small as we can make it, so here is your original file, unchanged.",
      ),
    ).toBeVisible({ timeout: 60_000 });
    const { doc } = await downloadPdf(page, "Download notes.pdf");
    expect(allPageTexts(doc)).toEqual(["N page 1"]);
  });

  test("can be cancelled while it runs", async ({ page }) => {
    const photos = Buffer.from(await photoPdf(6, (n) => photoJpeg(1200, 900, n)));
    await page.goto("/tool/compress-pdf");
    await page
      .getByLabel("Choose a PDF file")
      .setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: photos });
    await page.getByRole("button", { name: "Compress PDF" }).click();
    await expect(page.getByRole("progressbar")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Cancelled. Nothing was saved; your files are unchanged.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Download/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Compress PDF" })).toBeEnabled();
  });
});
