import { expect, test } from "./fixtures";

// A passage from the demo post "Getting Started with AI Content Creation", which the seed fingerprints.
const COPIED =
  "Pick one recurring task, such as writing captions or outlining blog posts, and use AI for it every day for a week.";
const OWN = "My plan for the newsletter this spring is simple and mine alone.";

test("the Plagiarism Checker highlights a copied passage with its source and says the web was not searched", async ({
  page,
}) => {
  await page.goto("/tool/plagiarism-checker");
  await page.getByRole("button", { name: "Check text" }).click();
  await expect(page.getByText("Content is required")).toBeVisible();
  await expect(page.getByText("Check Type is required")).toBeVisible();

  await page.getByLabel("Content").fill(`${OWN} ${COPIED}`);
  await page.getByLabel("Check Type").selectOption("Web Content");
  await page.getByRole("button", { name: "Check text" }).click();

  await expect(page.getByTestId("similarity")).toHaveText(/^\d{1,2}\.\d%$/);
  const mark = page.getByTestId("highlighted-text").locator("mark");
  await expect(mark).toHaveCount(1);
  await expect(mark).toContainText(COPIED.replace(/\.$/, ""));
  await expect(page.getByRole("link", { name: "Getting Started with AI Content Creation" })).toHaveAttribute(
    "href",
    "/blog/getting-started-with-ai-content-creation",
  );
  await expect(page.getByText("100% word for word")).toBeVisible();
  await expect(page.getByTestId("web-search")).toContainText("The web was not searched");
  await expect(page.getByRole("heading", { name: "What this check cannot detect" })).toBeVisible();

  await page
    .getByLabel("Content")
    .fill(OWN + " Nothing here comes from anywhere else at all, I promise you.");
  await page.getByLabel("Check Type").selectOption("Academic Papers");
  await page.getByRole("button", { name: "Check text" }).click();
  await expect(page.getByTestId("similarity")).toHaveText("0.0%");
  await expect(page.getByText(/No passage of your \d+ words matches/)).toBeVisible();
});
