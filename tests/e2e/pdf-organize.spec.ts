import { expect, test } from "./fixtures";
import { allPageTexts, labelledPdf } from "../support/pdf-fixtures";
import { downloadPdf, thumbnailInk, watchRequests } from "./helpers/pdf-tools";

const book = async (pages: number) => ({
  name: "book.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(await labelledPdf("B", pages)),
});

test.describe("Organize PDF", () => {
  test("reorders by keyboard and by drag, duplicates, deletes, turns and inserts a blank page", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/tool/organize-pdf");
    await expect(page.getByText("One PDF, up to 200.0 MB per file. Up to 500 pages.")).toBeVisible();
    const requests = watchRequests(page);
    await page.getByLabel("Choose a PDF file").setInputFiles(await book(5));
    await expect(page.getByText("(5 pages)")).toBeVisible();
    const tiles = page.getByRole("list", { name: "Pages of the new PDF" }).getByRole("listitem");
    const order = () => tiles.locator("p").allTextContents();
    // Each tile shows its page drawn by pdf.js in this tab.
    const first = await thumbnailInk(page, "0:0");
    const third = await thumbnailInk(page, "0:2");
    expect(first.inked).toBeGreaterThan(20);
    expect(third.print).not.toBe(first.print);

    // Page 3 to the front from the keyboard: focus stays on its button as it moves.
    await page.getByRole("button", { name: "Move Page 3 earlier" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Move Page 3 earlier" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Page 3 moved to position 1 of 5.")).toBeAttached();
    expect(await order()).toEqual(["1. Page 3", "2. Page 1", "3. Page 2", "4. Page 4", "5. Page 5"]);

    // Page 5 dragged onto Page 1's place.
    await tiles.filter({ hasText: "Page 5" }).dragTo(tiles.filter({ hasText: "Page 1" }));
    expect(await order()).toEqual(["1. Page 3", "2. Page 5", "3. Page 1", "4. Page 2", "5. Page 4"]);

    await page.getByRole("button", { name: "Duplicate Page 1" }).click();
    await page.getByRole("button", { name: "Delete Page 4" }).click();
    await page.getByRole("button", { name: "Rotate Page 2" }).click();
    await page.getByRole("button", { name: "Insert a blank page after Page 5" }).click();
    expect(await order()).toEqual([
      "1. Page 3",
      "2. Page 5",
      "3. Blank page",
      "4. Page 1",
      "5. Page 1 (copy)",
      "6. Page 2 (turned 90°)",
    ]);

    await page.getByText("Document properties").click();
    await page.getByLabel("Title").fill("Organized book");
    await page.getByRole("button", { name: "Organize PDF" }).click();
    await expect(
      page.getByText(
        /Done in .* on your device \(Starting · Reading the file · Copying pages · Arranging pages · Saving\)/,
      ),
    ).toBeVisible();
    const { download, doc } = await downloadPdf(page, "Download book-organized.pdf");
    expect(download.suggestedFilename()).toBe("book-organized.pdf");
    expect(allPageTexts(doc)).toEqual(["B page 3", "B page 5", "", "B page 1", "B page 1", "B page 2"]);
    expect(doc.getPages().map((p) => p.getRotation().angle)).toEqual([0, 0, 0, 0, 0, 90]);
    expect(doc.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual(Array(6).fill([300, 400]));
    expect(doc.getTitle()).toBe("Organized book");
    requests.expectNoUpload(baseURL!);
  });

  test("keeps at least one page, and undoes all changes", async ({ page }) => {
    await page.goto("/tool/organize-pdf");
    await page.getByLabel("Choose a PDF file").setInputFiles(await book(2));
    await page.getByRole("button", { name: "Delete Page 1" }).click();
    await expect(page.getByRole("button", { name: "Delete Page 2" })).toBeDisabled();
    await expect(page.getByText("Keep at least one page.")).toBeVisible();

    await page.getByRole("button", { name: "Undo all changes" }).click();
    await expect(page.getByRole("button", { name: "Undo all changes" })).toBeDisabled();
    await page.getByRole("button", { name: "Move Page 2 earlier" }).click();
    await page.getByRole("button", { name: "Organize PDF" }).click();
    const { doc } = await downloadPdf(page, "Download book-organized.pdf");
    expect(allPageTexts(doc)).toEqual(["B page 2", "B page 1"]);
  });

  test("refuses a file with more pages than it shows, naming the limit", async ({ page }) => {
    await page.goto("/tool/organize-pdf");
    await page.getByLabel("Choose a PDF file").setInputFiles(await book(501));
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "This PDF has 501 pages; Organize PDF shows up to 500. Split it into smaller parts first with Split PDF, then organize each part.",
    );
    await expect(page.getByRole("button", { name: "Organize PDF" })).toHaveCount(0);
  });
});
