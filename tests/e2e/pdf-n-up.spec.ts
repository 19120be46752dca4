import { expect, test } from "./fixtures";
import { labelledPdf } from "../support/pdf-fixtures";
import { downloadPdf, watchRequests } from "./helpers/pdf-tools";

test("N-up PDF puts the chosen number of pages on each sheet of the chosen size, and uploads nothing", async ({
  page,
  baseURL,
}) => {
  await page.goto("/tool/n-up-pdf");
  const requests = watchRequests(page);
  await page.getByLabel("Choose a PDF file").setInputFiles({
    name: "handout.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await labelledPdf("H", 10)),
  });
  await expect(page.getByText("(10 pages)")).toBeVisible();
  await expect(page.getByRole("radio", { name: "4", exact: true })).toBeChecked();

  await page.getByRole("radio", { name: "9", exact: true }).check();
  await page.getByRole("radio", { name: "A4" }).check();
  await page.getByLabel("Draw a border round each page").check();
  await page.getByRole("button", { name: "Put pages on sheets" }).click();
  await expect(page.getByText(/Starting · Reading the file · Placing pages · Saving/)).toBeVisible();
  const { doc } = await downloadPdf(page, "Download handout-9-up.pdf");
  expect(doc.getPageCount()).toBe(2);
  expect([doc.getPage(0).getWidth(), doc.getPage(0).getHeight()]).toEqual([595.28, 841.89]);

  await page.getByRole("radio", { name: "2", exact: true }).check();
  await page.getByRole("radio", { name: "Same as the pages" }).check();
  await page.getByRole("button", { name: "Put pages on sheets" }).click();
  const twoUp = await downloadPdf(page, "Download handout-2-up.pdf");
  expect(twoUp.doc.getPageCount()).toBe(5);
  // The 300 × 400 pages, two side by side: a sheet turned landscape.
  expect([twoUp.doc.getPage(0).getWidth(), twoUp.doc.getPage(0).getHeight()]).toEqual([400, 300]);
  requests.expectNoUpload(baseURL!);
});
