import { expect, test } from "./fixtures";
import { allPageTexts, bookmarkLines, labelledPdf } from "../support/pdf-fixtures";
import { downloadPdf, thumbnailInk, watchRequests } from "./helpers/pdf-tools";

const pdf = async (name: string, label: string, pages: number, options = {}) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(await labelledPdf(label, pages, options)),
});

test.describe("Merge PDF", () => {
  test("merges files in the order the visitor sets, in the browser, and the download has those pages", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/tool/merge-pdf");
    await expect(page.getByText("Up to 50 PDFs, up to 200.0 MB per file.")).toBeVisible();
    const requests = watchRequests(page);
    await page
      .getByLabel("Choose PDF files")
      .setInputFiles([
        await pdf("first.pdf", "First", 2, { bookmarks: true }),
        await pdf("second.pdf", "Second", 1),
      ]);
    // Reorder from the keyboard: Alt+Up on the second file puts it first.
    await page.getByRole("listitem", { name: /second\.pdf, position 2 of 2/ }).press("Alt+ArrowUp");
    await expect(page.getByRole("listitem", { name: /second\.pdf, position 1 of 2/ })).toBeVisible();
    await page.getByLabel("Add a bookmark for each file").check();
    await page.getByRole("button", { name: "Merge PDFs" }).click();

    await expect(
      page.getByText(
        /Done in .* on your device \(Starting · Reading files · Copying pages · Keeping bookmarks · Saving\)/,
      ),
    ).toBeVisible();
    await expect(page.getByText(/3 pages$/)).toBeVisible();
    const { download, doc } = await downloadPdf(page, "Download merged.pdf");
    expect(download.suggestedFilename()).toBe("merged.pdf");
    expect(allPageTexts(doc)).toEqual(["Second page 1", "First page 1", "First page 2"]);
    expect(bookmarkLines(doc)).toEqual([
      "second -> 1",
      "first -> 2",
      "  First chapter 1 -> 2",
      "  First chapter 2 -> 3",
    ]);
    requests.expectNoUpload(baseURL!);
  });

  test("arranges single pages: turn one, drop one, move one", async ({ page, baseURL }) => {
    await page.goto("/tool/merge-pdf");
    const requests = watchRequests(page);
    await page
      .getByLabel("Choose PDF files")
      .setInputFiles([await pdf("a.pdf", "A", 2), await pdf("b.pdf", "B", 2)]);
    await page.getByRole("button", { name: "Arrange pages" }).click();
    // Each tile shows its page drawn by pdf.js in this tab: ink on it, and a different picture per page.
    const first = await thumbnailInk(page, "0:0");
    const other = await thumbnailInk(page, "1:1");
    expect(first.inked).toBeGreaterThan(20);
    expect(other.inked).toBeGreaterThan(20);
    expect(other.print).not.toBe(first.print);
    await page.getByRole("button", { name: "Remove a.pdf page 2" }).click();
    await page.getByRole("button", { name: "Rotate b.pdf page 1" }).click();
    await page.getByRole("button", { name: "Move b.pdf page 2 earlier" }).click();
    await page.getByRole("button", { name: "Merge PDFs" }).click();
    const { doc } = await downloadPdf(page, "Download merged.pdf");
    expect(allPageTexts(doc)).toEqual(["A page 1", "B page 2", "B page 1"]);
    expect(doc.getPages().map((p) => p.getRotation().angle)).toEqual([0, 0, 90]);
    // pdf.js and its worker came from this origin, and the files went nowhere.
    requests.expectNoUpload(baseURL!);
  });

  test("asks for the password of a locked file, then merges it", async ({ page }) => {
    await page.goto("/tool/merge-pdf");
    await page
      .getByLabel("Choose PDF files")
      .setInputFiles([
        await pdf("open.pdf", "Open", 1),
        await pdf("locked.pdf", "Locked", 1, { password: "letmein" }),
      ]);
    await page.getByRole("button", { name: "Merge PDFs" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      '"locked.pdf" is protected by a password. Enter it to continue.',
    );
    await page.getByLabel("Password for locked.pdf").fill("nope");
    await page.getByRole("button", { name: "Unlock and continue" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      'The password for "locked.pdf" is not right. Try again.',
    );
    await page.getByLabel("Password for locked.pdf").fill("letmein");
    await page.getByRole("button", { name: "Unlock and continue" }).click();
    // The merged file keeps the locked file's password, and says so.
    await expect(
      page.getByText(
        "The file was locked, and the result is too: it opens with the same password and allows the same printing, copying and editing. Unlock PDF removes the password.",
      ),
    ).toBeVisible();
    const { doc } = await downloadPdf(page, "Download merged.pdf", "letmein");
    expect(allPageTexts(doc)).toEqual(["Open page 1", "Locked page 1"]);
  });

  test("names a damaged file", async ({ page }) => {
    await page.goto("/tool/merge-pdf");
    await page
      .getByLabel("Choose PDF files")
      .setInputFiles([
        await pdf("fine.pdf", "Fine", 1),
        { name: "broken.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7 garbage") },
      ]);
    await page.getByRole("button", { name: "Merge PDFs" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText('"broken.pdf" is damaged');
  });
});
