import { expect, test } from "./fixtures";
import { downloadPdf, watchRequests } from "./helpers/pdf-tools";
import { cornersPdf } from "../support/pdf-fixtures";

test("Crop PDF keeps the part of the page dragged across it, or typed, on the pages chosen", async ({
  page,
  baseURL,
}) => {
  await page.goto("/tool/crop-pdf");
  const requests = watchRequests(page);
  await page.getByLabel("Choose a PDF file").setInputFiles({
    name: "corners.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await cornersPdf(2)),
  });
  await expect(page.getByText("(2 pages)")).toBeVisible();
  const drawn = page.locator("[data-crop-frame] img");
  await expect(drawn).toHaveAttribute("src", /^blob:/);

  // Drag from the top-left corner to the middle of the page: its top-left quarter.
  const box = (await drawn.boundingBox())!;
  await page.mouse.move(box.x + 1, box.y + 1);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByLabel("Width (%)")).toHaveValue(/^(49|50)(\.\d)?$/);
  // Typed, exactly: the same quarter.
  for (const [label, value] of [
    ["From the left (%)", "0"],
    ["From the top (%)", "0"],
    ["Width (%)", "50"],
    ["Height (%)", "50"],
  ]) {
    await page.getByLabel(label!).fill(value!);
  }
  await page.getByLabel("Type page numbers").check();
  await page.getByLabel("Pages", { exact: true }).fill("2");
  await page.getByRole("button", { name: "Crop" }).click();
  const { doc } = await downloadPdf(page, "Download corners-cropped.pdf");
  expect(doc.getPage(0).getCropBox()).toEqual({ x: 0, y: 0, width: 400, height: 600 });
  expect(doc.getPage(1).getCropBox()).toEqual({ x: 0, y: 300, width: 200, height: 300 });

  // A box too small to keep is refused before anything runs.
  await page.getByLabel("Width (%)").fill("1");
  await expect(page.getByText("The box is too small: draw the part of the page to keep.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Crop" })).toBeDisabled();
  requests.expectNoUpload(baseURL!);
});
