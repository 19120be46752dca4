import { expect, test } from "./fixtures";
import { downloadPdf, watchRequests } from "./helpers/pdf-tools";
import { allPageTexts } from "../support/pdf-fixtures";
import { cutOffPdf } from "../support/pdf-damage";

test("Repair PDF rescues the pages of a download cut short, and names those it lost", async ({
  page,
  baseURL,
}) => {
  await page.goto("/tool/repair-pdf");
  const requests = watchRequests(page);
  await page.getByLabel("Choose a PDF file").setInputFiles({
    name: "report.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await cutOffPdf("T", 6)),
  });
  await page.getByRole("button", { name: "Repair" }).click();
  await expect(
    page.getByText("4 of 6 pages were read and written into a new, well-formed file."),
  ).toBeVisible();
  await expect(page.getByText("Pages 5, 6 could not be read and are missing.")).toBeVisible();
  const { doc } = await downloadPdf(page, "Download report-repaired.pdf");
  expect(allPageTexts(doc)).toEqual(["T page 1", "T page 2", "T page 3", "T page 4"]);
  requests.expectNoUpload(baseURL!);
});
