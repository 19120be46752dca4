import { type Page, expect, test } from "./fixtures";
import { allPageTexts, labelledPdf } from "../support/pdf-fixtures";
import { downloadPdf, thumbnailInk, watchRequests } from "./helpers/pdf-tools";

const book = async () => ({
  name: "book.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(await labelledPdf("B", 6)),
});

async function chooseBook(page: Page) {
  await page.getByLabel("Choose a PDF file").setInputFiles(await book());
  await expect(page.getByText("(6 pages)")).toBeVisible();
}

test.describe("Extract Pages", () => {
  test("extracts typed pages into a new file with the edited title", async ({ page, baseURL }) => {
    await page.goto("/tool/extract-pages");
    const requests = watchRequests(page);
    await chooseBook(page);
    await page.getByLabel("Pages", { exact: true }).fill("1-2, 9");
    await page.getByRole("button", { name: "Extract pages" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      '"9" goes past the last page; this document has 6 pages.',
    );

    await page.getByLabel("Pages", { exact: true }).fill("5, 1-2");
    await page.getByText("Document properties").click();
    await page.getByLabel("Title").fill("Chosen pages");
    await page.getByRole("button", { name: "Extract pages" }).click();
    await expect(page.getByText(/Starting · Reading the file · Copying pages · Saving/)).toBeVisible();
    const { doc } = await downloadPdf(page, "Download book-extracted.pdf");
    expect(allPageTexts(doc)).toEqual(["B page 1", "B page 2", "B page 5"]);
    expect(doc.getTitle()).toBe("Chosen pages");
    requests.expectNoUpload(baseURL!);
  });

  test("extracts the pages ticked on their thumbnails", async ({ page, baseURL }) => {
    await page.goto("/tool/extract-pages");
    const requests = watchRequests(page);
    await chooseBook(page);
    await page.getByLabel("Pick pages").check();
    expect((await thumbnailInk(page, "0:3")).inked).toBeGreaterThan(20);
    await page.getByLabel("Page 4", { exact: true }).check();
    await page.getByLabel("Page 2", { exact: true }).check();
    await page.getByRole("button", { name: "Extract pages" }).click();
    const { doc } = await downloadPdf(page, "Download book-extracted.pdf");
    expect(allPageTexts(doc)).toEqual(["B page 2", "B page 4"]);
    requests.expectNoUpload(baseURL!);
  });
});

test.describe("Delete Pages", () => {
  test("removes the chosen pages and refuses to remove them all", async ({ page, baseURL }) => {
    await page.goto("/tool/delete-pages");
    const requests = watchRequests(page);
    await chooseBook(page);
    await page.getByLabel("Pages", { exact: true }).fill("1-");
    await page.getByRole("button", { name: "Delete pages" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "You cannot delete every page: at least one must remain.",
    );

    await page.getByLabel("Pages", { exact: true }).fill("2-3, 6");
    await page.getByRole("button", { name: "Delete pages" }).click();
    const typed = await downloadPdf(page, "Download book-pages-deleted.pdf");
    expect(allPageTexts(typed.doc)).toEqual(["B page 1", "B page 4", "B page 5"]);

    await page.getByLabel("Pick pages").check();
    await page.getByLabel("Page 1", { exact: true }).check();
    await page.getByRole("button", { name: "Delete pages" }).click();
    const picked = await downloadPdf(page, "Download book-pages-deleted.pdf");
    expect(allPageTexts(picked.doc)).toEqual(["B page 2", "B page 3", "B page 4", "B page 5", "B page 6"]);
    requests.expectNoUpload(baseURL!);
  });
});
