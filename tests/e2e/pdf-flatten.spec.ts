import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFName } from "@cantoo/pdf-lib";
import { expect, test } from "./fixtures";
import { downloadPdf, watchRequests } from "./helpers/pdf-tools";
import { downloadedBytes } from "./helpers/pdf";
import { filledForm } from "../support/pdf-form-fixtures";

test("Flatten PDF draws a filled-in form and its comments into the page", async ({ page, baseURL }) => {
  await page.goto("/tool/flatten-pdf");
  const requests = watchRequests(page);
  await page.getByLabel("Choose a PDF file").setInputFiles({
    name: "form.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await filledForm()),
  });
  await expect(page.getByText("(1 page)")).toBeVisible();
  await page.getByRole("button", { name: "Flatten" }).click();
  await expect(
    page.getByText("3 form fields and 1 comment or drawing are now part of the pages."),
  ).toBeVisible();
  const { download, doc } = await downloadPdf(page, "Download form-flattened.pdf");
  expect(doc.catalog.has(PDFName.of("AcroForm"))).toBe(false);

  // The values are now page text, as Ghostscript reads it.
  const dir = mkdtempSync(path.join(tmpdir(), "flatten-e2e-"));
  try {
    const file = path.join(dir, "out.pdf");
    writeFileSync(file, await downloadedBytes(download));
    const text = spawnSync(
      "gs",
      ["-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=txtwrite", "-sOutputFile=-", file],
      {
        encoding: "utf8",
      },
    ).stdout;
    expect(text).toContain("Ada Lovelace");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  requests.expectNoUpload(baseURL!);
});
