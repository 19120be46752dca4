import { type Page, expect, test } from "./fixtures";
import { allPageTexts, labelledPdf } from "../support/pdf-fixtures";
import { rotations, shapedPdf } from "../support/pdf-rotate-fixtures";
import { downloadPdf, watchRequests } from "./helpers/pdf-tools";

const pdf = (name: string, bytes: Uint8Array) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(bytes),
});

async function choose(page: Page, file: ReturnType<typeof pdf>, pages: number) {
  await page.getByLabel("Choose a PDF file").setInputFiles(file);
  await expect(page.getByText(`(${pages} pages)`)).toBeVisible();
}

test.describe("Rotate PDF", () => {
  test("turns the typed pages, with the edited title, and uploads nothing", async ({ page, baseURL }) => {
    await page.goto("/tool/rotate-pdf");
    const requests = watchRequests(page);
    await choose(page, pdf("report.pdf", await labelledPdf("R", 6)), 6);
    await page.getByLabel("Type page numbers").check();
    await page.getByLabel("Pages", { exact: true }).fill("2, 4-7");
    await page.getByRole("button", { name: "Rotate PDF" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      '"4-7" goes past the last page; this document has 6 pages.',
    );

    await page.getByLabel("Pages", { exact: true }).fill("2, 4-5");
    await page.getByLabel("90° counter-clockwise").check();
    await page.getByText("Document properties").click();
    await page.getByLabel("Title").fill("Turned report");
    await page.getByRole("button", { name: "Rotate PDF" }).click();
    await expect(page.getByText(/Starting · Reading the file · Turning pages · Saving/)).toBeVisible();
    const { doc } = await downloadPdf(page, "Download report-rotated.pdf");
    expect(rotations(doc)).toEqual([0, 270, 0, 270, 270, 0]);
    expect(allPageTexts(doc)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `R page ${n}`));
    expect(doc.getTitle()).toBe("Turned report");
    requests.expectNoUpload(baseURL!);
  });

  test("turns only the landscape pages of a mixed file, adding to their turn", async ({ page }) => {
    await page.goto("/tool/rotate-pdf");
    // Pages 2 and 4 look landscape: page 4 is a portrait sheet already turned a quarter.
    const mixed = await shapedPdf("M", [
      { size: [300, 400] },
      { size: [400, 300] },
      { size: [300, 400], rotate: 180 },
      { size: [300, 400], rotate: 90 },
    ]);
    await choose(page, pdf("mixed.pdf", mixed), 4);
    await page.getByLabel("Landscape pages only").check();
    await page.getByLabel("180°").check();
    await page.getByRole("button", { name: "Rotate PDF" }).click();
    const { doc } = await downloadPdf(page, "Download mixed-rotated.pdf");
    expect(rotations(doc)).toEqual([0, 180, 180, 270]);
    expect(allPageTexts(doc)).toEqual(["M page 1", "M page 2", "M page 3", "M page 4"]);

    await choose(page, pdf("tall.pdf", await labelledPdf("T", 2)), 2);
    await page.getByLabel("Landscape pages only").check();
    await page.getByRole("button", { name: "Rotate PDF" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "This document has no landscape pages.",
    );
  });
});
