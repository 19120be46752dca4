import { expect, test } from "./fixtures";

test("a visitor rates a tool; the average and count show, and the rating is theirs on the next visit", async ({
  page,
}) => {
  await page.goto("/tool/prompt-generator");
  const rating = page.getByRole("region", { name: "Rate this tool" });
  const summary = rating.getByTestId("rating-summary");
  await expect(summary).toHaveText("No ratings yet. Be the first.");

  await rating.locator("label", { hasText: "4 stars" }).click();
  await expect(rating.getByRole("status")).toHaveText("Thanks for rating!");
  await expect(summary).toHaveText("4.0 out of 5 (1 rating)");

  // One rating per visitor: changing it replaces it.
  await rating.locator("label", { hasText: "2 stars" }).click();
  await expect(summary).toHaveText("2.0 out of 5 (1 rating)");

  await page.reload();
  await expect(summary).toHaveText("2.0 out of 5 (1 rating)");
  await expect(rating.getByRole("radio", { name: "2 stars" })).toBeChecked();

  // Fewer than five ratings: no aggregateRating in the structured data.
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const app = blocks
    .map((b) => JSON.parse(b) as Record<string, unknown>)
    .find((d) => d["@type"] === "WebApplication");
  expect(app).toBeDefined();
  expect(app).not.toHaveProperty("aggregateRating");
});
