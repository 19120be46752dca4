import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { expect, test } from "./fixtures";
import { downloadedBytes } from "./helpers/pdf";
import { watchRequests } from "./helpers/pdf-tools";

/** Two pages: a title, a heading, a paragraph over two lines and a list; then one line. */
async function reportPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([400, 500]);
  const write = (text: string, y: number, size = 11) => first.drawText(text, { x: 40, y, size, font });
  write("Annual report", 440, 24);
  write("Results", 400, 15);
  write("Sales grew in every", 375);
  write("region this year.", 361);
  write("- North: up", 330);
  write("- South: flat", 316);
  doc.addPage([400, 500]).drawText("Thanks for reading.", { x: 40, y: 440, size: 11, font });
  return Buffer.from(await doc.save());
}

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("PDF to Text shows the text to copy, as plain text or Markdown, and downloads both", async ({
  page,
  baseURL,
}) => {
  await page.goto("/tool/pdf-to-text");
  const requests = watchRequests(page);
  await page.getByLabel("Choose a PDF file").setInputFiles({
    name: "report.pdf",
    mimeType: "application/pdf",
    buffer: await reportPdf(),
  });
  await expect(page.getByText("(2 pages)")).toBeVisible();
  await page.getByRole("button", { name: "Extract text" }).click();
  await expect(page.getByText(/Starting · Reading the file · Reading text/)).toBeVisible();

  const shown = page.getByRole("textbox", { name: "The text" });
  await expect(shown).toHaveValue(
    "Annual report\n\nResults\n\nSales grew in every\nregion this year.\n\n- North: up\n- South: flat\n\nThanks for reading.\n",
  );
  await page.getByRole("radio", { name: "Markdown" }).check();
  const markdown =
    "# Annual report\n\n## Results\n\nSales grew in every region this year.\n\n- North: up\n- South: flat\n\n---\n\nThanks for reading.\n";
  await expect(page.getByRole("textbox", { name: "The text as Markdown" })).toHaveValue(markdown);
  await page.getByRole("button", { name: "Copy Markdown" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);

  const [txt] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download report.txt" }).click(),
  ]);
  expect((await downloadedBytes(txt)).toString("utf8")).toContain(
    "region this year.\n\n- North: up\n- South: flat\n\f",
  );
  const [md] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download report.md" }).click(),
  ]);
  expect((await downloadedBytes(md)).toString("utf8")).toBe(markdown);
  requests.expectNoUpload(baseURL!);
});
