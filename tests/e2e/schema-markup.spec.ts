import { expect, test } from "./fixtures";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("the Schema Markup Generator builds a linked @graph, flags what Google needs and states ended rich results", async ({
  page,
}) => {
  await page.goto("/tool/schema-markup-generator");
  await page.getByRole("button", { name: "Generate markup" }).click();
  await expect(page.getByText("Page Type is required")).toBeVisible();
  await expect(page.getByText("Business Name is required")).toBeVisible();

  await page.getByLabel("Page Type").selectOption("Product");
  // No AI provider on the test server: no AI fill is offered.
  await expect(page.getByRole("button", { name: /Fill details/ })).toHaveCount(0);
  await page.getByLabel("Business Name").fill("Green Leaf Cafe");
  await page.getByLabel("Page Title").fill("House Coffee Blend");
  await page.getByRole("textbox", { name: "Description", exact: true }).fill("Our medium roast, 500 g.");
  await page.getByLabel("Website URL").fill("greenleaf.example/coffee");
  await page.getByRole("button", { name: "Generate markup" }).click();
  await expect(page.getByText("Website URL must be a full address starting with https://")).toBeVisible();

  await page.getByLabel("Website URL").fill("https://greenleaf.example/coffee");
  await page.getByRole("button", { name: "Generate markup" }).click();
  const output = page.getByTestId("schema-json");
  await expect(output).toContainText('"@graph"');
  await expect(output).toContainText('"@id": "https://greenleaf.example/#organization"');
  await expect(page.getByText("Error: offers.price is required for Product by Google")).toBeVisible();

  await page.getByLabel("Price", { exact: true }).fill("12.50");
  await page.getByLabel("Currency (ISO 4217)").fill("EUR");
  await page.getByLabel("Image URL").fill("https://greenleaf.example/blend.jpg");
  await page.getByRole("button", { name: "Generate markup" }).click();
  await expect(page.getByRole("heading", { name: "0 errors, 4 warnings" })).toBeVisible();
  await expect(output).toContainText('"price": "12.50"');
  await expect(page.getByRole("link", { name: "Open the Rich Results Test" })).toHaveAttribute(
    "href",
    "https://search.google.com/test/rich-results?url=https%3A%2F%2Fgreenleaf.example%2Fcoffee",
  );
  await page.getByRole("button", { name: "Copy script tag" }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith('<script type="application/ld+json">')).toBe(true);
  expect(JSON.parse(copied.replace(/^<script[^>]*>|<\/script>$/g, ""))["@graph"]).toHaveLength(4);

  await page.getByLabel("Page Type").selectOption("FAQ");
  await page.getByLabel("Questions and answers").fill("Q: Do you deliver?\nA: Yes, within 10 miles.");
  await page.getByRole("button", { name: "Generate markup" }).click();
  await expect(page.getByTestId("rich-result-note")).toContainText(
    "Google no longer shows FAQ rich results for any site",
  );
  await expect(output).toContainText('"@type": "FAQPage"');
});
