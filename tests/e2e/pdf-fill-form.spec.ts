import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { downloadPdf, watchRequests } from "./helpers/pdf-tools";
import { labelledPdf } from "../support/pdf-fixtures";
import { blankForm } from "../support/pdf-form-fixtures";

test("Fill PDF Form shows the form's fields, and saves the answers into the PDF", async ({
  page,
  baseURL,
}) => {
  await page.goto("/tool/fill-pdf-form");
  const requests = watchRequests(page);
  await page.getByLabel("Choose a PDF file").setInputFiles({
    name: "application.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await blankForm()),
  });
  // Labelled by the field's own description where it has one.
  await page.getByLabel("Your name").fill("Ada Lovelace");
  await page.getByLabel("code").fill("AB12345");
  await expect(page.getByLabel("code")).toHaveValue("AB12");
  await page.getByLabel("agree").check();
  await page.getByRole("group", { name: "size" }).getByRole("radio", { name: "M" }).check();
  await page.getByLabel("colour").selectOption("Blue");
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await page.getByRole("button", { name: "Save the filled-in form" }).click();
  const { doc } = await downloadPdf(page, "Download application-filled.pdf");
  const form = doc.getForm();
  expect(form.getTextField("applicant.name").getText()).toBe("Ada Lovelace");
  expect(form.getTextField("code").getText()).toBe("AB12");
  expect(form.getCheckBox("agree").isChecked()).toBe(true);
  expect(form.getRadioGroup("size").getSelected()).toBe("M");
  expect(form.getDropdown("colour").getSelected()).toEqual(["Blue"]);
  requests.expectNoUpload(baseURL!);
});

test("Fill PDF Form says when a PDF has no form", async ({ page }) => {
  await page.goto("/tool/fill-pdf-form");
  await page.getByLabel("Choose a PDF file").setInputFiles({
    name: "plain.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await labelledPdf("P", 1)),
  });
  await expect(page.getByText("This PDF has no form fields to fill in.")).toBeVisible();
});
