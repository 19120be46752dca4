import { EncryptedPDFError, PDFDict, PDFDocument, PDFName, PDFNumber } from "@cantoo/pdf-lib";
import { expect, test } from "./fixtures";
import { openPdf } from "../../lib/pdf/open";
import { allPageTexts, labelledPdf } from "../support/pdf-fixtures";
import { downloadedBytes } from "./helpers/pdf";
import { downloadPdf, watchRequests } from "./helpers/pdf-tools";

const pdf = async (name: string, bytes: Promise<Uint8Array>) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(await bytes),
});

test.describe("Protect PDF", () => {
  test("encrypts a PDF that then needs its password, and opens with it", async ({ page, baseURL }) => {
    test.slow();
    await page.goto("/tool/protect-pdf");
    await expect(page.getByRole("heading", { name: "What a PDF password protects" })).toBeVisible();
    const requests = watchRequests(page);
    await page.getByLabel("Choose a PDF file").setInputFiles(await pdf("report.pdf", labelledPdf("R", 3)));
    await expect(page.getByText("(3 pages)")).toBeVisible();

    await page.getByLabel("Password to open the file").fill("blue lantern 42");
    await page.getByLabel("Type the password again").fill("blue lantern 24");
    await page.getByRole("button", { name: "Protect PDF" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "The two passwords are not the same. Type the password again in both boxes.",
    );

    await page.getByLabel("Type the password again").fill("blue lantern 42");
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await page.getByLabel("Copy text and images").uncheck();
    await page.getByText("Document properties").click();
    await page.getByLabel("Title").fill("Quarterly report");
    await page.getByRole("button", { name: "Protect PDF" }).click();
    // The first job loads the worker and pdf-lib: on a busy 2-core CI machine, more than expect's 10 s.
    await expect(page.getByText(/Starting · Reading the file · Encrypting with AES-256/)).toBeVisible({
      timeout: 30_000,
    });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download report-protected.pdf" }).click(),
    ]);
    const bytes = new Uint8Array(await downloadedBytes(download));

    await expect(PDFDocument.load(bytes)).rejects.toBeInstanceOf(EncryptedPDFError);
    const raw = await PDFDocument.load(bytes, { ignoreEncryption: true });
    const security = raw.context.lookup(raw.context.trailerInfo.Encrypt, PDFDict);
    expect(security.lookup(PDFName.of("V"), PDFNumber).asNumber()).toBe(5);
    expect(security.lookup(PDFName.of("R"), PDFNumber).asNumber()).toBe(6);
    const allowed = security.lookup(PDFName.of("P"), PDFNumber).asNumber();
    expect([allowed & 4, allowed & 16]).toEqual([4, 0]); // may print, may not copy
    const opened = await openPdf({ name: "report-protected.pdf", bytes, password: "blue lantern 42" });
    expect(allPageTexts(opened)).toEqual(["R page 1", "R page 2", "R page 3"]);
    expect(opened.getTitle()).toBe("Quarterly report");
    requests.expectNoUpload(baseURL!);
  });
});

test.describe("Unlock PDF", () => {
  test("asks for the password, says when it is wrong, and writes a copy without one", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/tool/unlock-pdf");
    const requests = watchRequests(page);
    await page
      .getByLabel("Choose a PDF file")
      .setInputFiles(await pdf("locked.pdf", labelledPdf("L", 2, { password: "open sesame" })));
    const prompt = page.getByLabel("Password for locked.pdf");
    await expect(
      page.getByText('"locked.pdf" is protected by a password. Enter it to continue.'),
    ).toBeVisible();
    await prompt.fill("open sesam");
    await page.getByRole("button", { name: "Unlock and continue" }).click();
    await expect(page.getByText('The password for "locked.pdf" is not right. Try again.')).toBeVisible();
    await prompt.fill("open sesame");
    await page.getByRole("button", { name: "Unlock and continue" }).click();
    await expect(page.getByText("(2 pages)")).toBeVisible();

    await page.getByRole("button", { name: "Unlock PDF" }).click();
    const { download, doc } = await downloadPdf(page, "Download locked-unlocked.pdf");
    expect(doc.isEncrypted).toBe(false);
    expect(allPageTexts(doc)).toEqual(["L page 1", "L page 2"]);
    expect((await downloadedBytes(download)).toString("latin1")).not.toContain("/Encrypt");

    await page.getByLabel("Choose a PDF file").setInputFiles(await pdf("plain.pdf", labelledPdf("P", 1)));
    await expect(page.getByText("(1 page)")).toBeVisible();
    await page.getByRole("button", { name: "Unlock PDF" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      '"plain.pdf" has no password to remove: it already opens without one.',
    );
    requests.expectNoUpload(baseURL!);
  });
});
