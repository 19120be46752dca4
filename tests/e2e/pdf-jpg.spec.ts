import { expect, test } from "./fixtures";
import { PNG_1X1, jpegImage } from "../support/image-fixtures";
import { downloadedBytes } from "./helpers/pdf";
import { downloadPdf, watchRequests } from "./helpers/pdf-tools";

test.describe("JPG to PDF", () => {
  test("turns images into one PDF, in the chosen order, with the JPEG bytes as they were", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/tool/jpg-to-pdf");
    await expect(page.getByText("Up to 100 images, up to 200.0 MB per file.")).toBeVisible();
    const requests = watchRequests(page);
    const photo = Buffer.from(jpegImage(80, 40));
    await page.getByLabel("Choose images").setInputFiles([
      { name: "dot.png", mimeType: "image/png", buffer: Buffer.from(PNG_1X1) },
      { name: "wide.jpg", mimeType: "image/jpeg", buffer: photo },
    ]);
    await page.getByRole("button", { name: "Move wide.jpg up" }).click();
    await page.getByLabel("Page size").selectOption("letter");
    await page.getByLabel("Margins").selectOption("large");
    await page.getByRole("button", { name: "Convert to PDF" }).click();
    await expect(page.getByText(/Starting · Adding images · Saving/)).toBeVisible();
    const { download, doc } = await downloadPdf(page, "Download images.pdf");
    // Auto orientation: the wide photo gets a landscape page, the square dot a portrait one.
    expect(doc.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual([
      [792, 612],
      [612, 792],
    ]);
    expect((await downloadedBytes(download)).includes(photo)).toBe(true);
    requests.expectNoUpload(baseURL!);
  });

  test("makes one PDF per image and refuses files that are not images", async ({ page }) => {
    await page.goto("/tool/jpg-to-pdf");
    await page.getByLabel("Choose images").setInputFiles([
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
      { name: "a.jpg", mimeType: "image/jpeg", buffer: Buffer.from(jpegImage(40, 40)) },
      { name: "b.jpg", mimeType: "image/jpeg", buffer: Buffer.from(jpegImage(40, 20)) },
    ]);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      '"notes.txt" is not a JPG, PNG or WebP image.',
    );
    await page.getByLabel("Output").selectOption("each");
    await page.getByRole("button", { name: "Convert to PDF" }).click();
    const { doc } = await downloadPdf(page, "Download b.pdf");
    expect(doc.getPageCount()).toBe(1);
    await expect(page.getByRole("link", { name: /Download all \(2 files, ZIP\)/ })).toBeVisible();
  });
});
