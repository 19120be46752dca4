import { expect, test } from "./fixtures";
import { E2E_PORT } from "./helpers/constants";

test("the E-E-A-T checker fetches a page and reports each signal with evidence, and refuses private addresses", async ({
  page,
}) => {
  await page.goto("/tool/e-e-a-t-score");
  await page.getByRole("button", { name: "Check page" }).click();
  await expect(page.getByText("Content URL is required")).toBeVisible();

  await page.getByLabel("Content URL").fill("http://169.254.169.254/latest/meta-data/");
  await page.getByLabel("Content Type").selectOption("Blog Post");
  await page.getByRole("button", { name: "Check page" }).click();
  await expect(page.getByText(/private, local or reserved network/)).toBeVisible();

  // The site's own post: the e2e server exempts exactly this host:port from the guard.
  const url = `http://localhost:${E2E_PORT}/blog/getting-started-with-ai-content-creation`;
  await page.getByLabel("Content URL").fill(url);
  await page.getByLabel("Industry").fill("Marketing");
  await page.getByRole("button", { name: "Check page" }).click();
  await expect(page.getByRole("heading", { name: "E-E-A-T score", exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId("eeat-overall")).toHaveText(/^\d{1,3}\/100$/);
  for (const group of ["Experience", "Expertise", "Authoritativeness", "Trust"])
    await expect(page.getByTestId(`eeat-score-${group}`)).toHaveText(/^\d{1,3}\/100$/);
  await expect(page.getByRole("row", { name: /Trust 30%/ })).toBeVisible();

  await expect(page.getByTestId("signal-https")).toContainText("fail");
  await expect(page.getByTestId("signal-https")).toContainText(
    `Served over plain HTTP (http://localhost:${E2E_PORT})`,
  );
  await expect(page.getByTestId("signal-about")).toContainText("pass");
  await expect(page.getByTestId("signal-about")).toContainText(`href="http://localhost:${E2E_PORT}/about"`);
  await expect(page.getByTestId("signal-privacy")).toContainText("pass");
  await expect(page.getByTestId("eeat-ai")).toContainText("No AI provider is set up on this site");
});
