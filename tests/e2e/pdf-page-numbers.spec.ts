import { expect, test } from "./fixtures";
import { allPageTexts, labelledPdf, pageContent } from "../support/pdf-fixtures";
import { downloadPdf, watchRequests } from "./helpers/pdf-tools";

const book = async () => ({
  name: "book.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(await labelledPdf("B", 5)),
});

test.describe("Add Page Numbers", () => {
  test('numbers every page but the cover "Page n of N" at the bottom centre', async ({ page, baseURL }) => {
    await page.goto("/tool/add-page-numbers");
    const requests = watchRequests(page);
    await page.getByLabel("Choose a PDF file").setInputFiles(await book());
    await expect(page.getByText("(5 pages)")).toBeVisible();
    await page.getByLabel("Position").selectOption({ label: "Bottom centre" });
    await page.getByLabel("Format").selectOption({ label: "Page 1 of N" });
    await page.getByLabel("Skip the first page").check();
    await expect(page.getByText("Page 2 will read “Page 1 of 4”.")).toBeVisible();

    await page.getByLabel("Font size (points)").fill("100");
    await page.getByRole("button", { name: "Add page numbers" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Choose a font size from 6 to 72.");

    await page.getByLabel("Font size (points)").fill("10");
    await page.getByText("Document properties").click();
    await page.getByLabel("Title").fill("Numbered book");
    await page.getByRole("button", { name: "Add page numbers" }).click();
    await expect(page.getByText(/Reading the file · Numbering pages · Saving/)).toBeVisible();
    const { doc } = await downloadPdf(page, "Download book-numbered.pdf");
    expect(allPageTexts(doc)).toEqual([
      "B page 1",
      "B page 2 Page 1 of 4",
      "B page 3 Page 2 of 4",
      "B page 4 Page 3 of 4",
      "B page 5 Page 4 of 4",
    ]);
    // Drawn near the bottom edge of the 300×400 page, in 10-point type.
    const [, size, y] = /(\S+) Tf\s+1 0 0 1 \S+ (\S+) Tm\s+<[0-9A-F]+> Tj\s+ET\s+Q\s*$/.exec(
      pageContent(doc, 4),
    )!;
    expect(Number(size)).toBe(10);
    expect(Number(y)).toBeLessThan(40);
    expect(doc.getTitle()).toBe("Numbered book");
    requests.expectNoUpload(baseURL!);
  });
});
