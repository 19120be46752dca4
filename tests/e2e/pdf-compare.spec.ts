import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { countPixels, watchRequests } from "./helpers/pdf-tools";
import { ADDED_COLOUR, REMOVED_COLOUR } from "@/lib/pdf/compare/compare";
import { downloadedBytes } from "./helpers/pdf";
import { page as fixturePage, versionPdf } from "../support/compare-fixtures";
import { PDFDocument } from "@cantoo/pdf-lib";

const pdf = (name: string, bytes: Uint8Array) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(bytes),
});

/** A locked copy of a PDF: it opens only with `password`. */
async function locked(bytes: Uint8Array, password: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  doc.encrypt({ userPassword: password, ownerPassword: `${password}-owner` });
  return doc.save();
}

test("Compare PDF shows an edited word, an added page and an overlay, and a locked file opens with its password", async ({
  page,
  baseURL,
}) => {
  // Seven pages read and drawn in the worker, then axe over the whole report: past 30 s on a busy CI machine.
  test.setTimeout(120_000);
  await page.goto("/tool/compare-pdf");
  const requests = watchRequests(page);
  const original = await versionPdf([
    fixturePage("Introduction"),
    fixturePage("Prices", "The plan costs 10 euros a month."),
    fixturePage("End"),
  ]);
  const changed = await versionPdf([
    fixturePage("Introduction"),
    fixturePage("Prices", "The plan costs 12 euros a month."),
    fixturePage("A new chapter"),
    fixturePage("End"),
  ]);
  await page.getByLabel("Choose the original PDF").setInputFiles(pdf("v1.pdf", original));
  await expect(page.getByText("(3 pages)")).toBeVisible();
  await page
    .getByLabel("Choose the changed PDF")
    .setInputFiles(pdf("v2.pdf", await locked(changed, "s3cret")));
  await page.getByLabel("Password for v2.pdf").fill("s3cret");
  await page.getByRole("button", { name: "Unlock and continue" }).click();
  await expect(page.getByText("(4 pages)")).toBeVisible();

  await page.getByRole("button", { name: "Compare", exact: true }).click();
  await expect(page.getByText("1 page changed, 1 page added.")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Pages 1 and 3 (now 4) are the same in both files.")).toBeVisible();
  const edited = page.getByRole("region", { name: "Page 2", exact: true });
  await expect(edited.locator("del")).toHaveText("10");
  await expect(edited.locator("ins")).toHaveText("12");
  await expect(page.getByRole("region", { name: "Page 3 of the changed file: added" })).toContainText(
    "A new chapter",
  );

  // The overlay is drawn on this device: red where only the original has ink, green where only v2 has.
  const overlay = edited.getByRole("img", { name: /^Page 2 overlaid/ });
  await expect(overlay).toHaveAttribute("src", /^blob:/);
  const { counts: colours } = await countPixels(overlay, { red: REMOVED_COLOUR, green: ADDED_COLOUR });
  expect(colours.red!).toBeGreaterThan(20);
  expect(colours.green!).toBeGreaterThan(20);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download changes.txt" }).click(),
  ]);
  const report = (await downloadedBytes(download)).toString("utf8");
  expect(report).toContain("The plan costs [-10-]{+12+} euros a month.");
  expect(report).toContain("Page 3 of the changed file: added");

  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  requests.expectNoUpload(baseURL!);
});
