import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("the After-Sales Calculator computes as you type, keeps its figures in a shareable URL and exports CSV", async ({
  page,
}) => {
  await page.goto("/tool/after-sales-calculator");
  await expect(page.getByRole("heading", { name: "After-Sales Calculator", level: 1 })).toBeVisible();

  // The worked example shows before anything is typed, each result beside its formula.
  await expect(page.getByTestId("result-aov")).toHaveText("$50.00");
  await expect(page.getByText("= Revenue ÷ Orders", { exact: true })).toBeVisible();
  await expect(page.getByTestId("result-retention")).toHaveText("83.3%");

  await page.getByLabel("Revenue", { exact: true }).fill("300000");
  await page.getByLabel("Orders", { exact: true }).fill("6000");
  await expect(page.getByTestId("result-aov")).toHaveText("$50.00");
  await page.getByLabel("Return rate (%)").fill("10");
  await expect(page.getByTestId("result-returnCost")).toHaveText("$7,200.00");
  await expect(page.getByTestId("cost-returns")).toHaveText("$7,200.00");
  await page.getByLabel("Currency").selectOption("EUR");
  await expect(page.getByTestId("result-returnCost")).toHaveText("€7,200.00");
  await expect(page).toHaveURL(/revenue=300000&orders=6000.*returnRate=10.*currency=EUR/);

  // Bad input is named at its field, and no results are shown from it.
  await page.getByLabel("Return rate (%)").fill("140");
  await expect(page.getByText("Return rate (%) must be at most 100")).toBeVisible();
  await expect(page.getByText("Fix the highlighted figures to see the results.")).toBeVisible();
  await expect(page.getByTestId("result-aov")).toBeHidden();
  await page.getByLabel("Return rate (%)").fill("10");

  await page.getByRole("button", { name: "Copy link" }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain("/tool/after-sales-calculator?revenue=300000");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv).toContain("Currency,EUR");
  expect(csv).toContain("Return cost,7200,Orders × Return rate × Cost per return");

  // The shared link opens with the same figures.
  await page.goto(link);
  await expect(page.getByLabel("Revenue", { exact: true })).toHaveValue("300000");
  await expect(page.getByTestId("result-returnCost")).toHaveText("€7,200.00");
});
